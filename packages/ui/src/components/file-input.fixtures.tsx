import * as React from 'react';
import { Button } from './button';
import { FileInput, type FileInputProps } from './file-input';
import { Label } from './label';

/** A FileInput named by its Label, with the file it last reported shown below it. */
export function LabelledFileInput({
  label = 'Backup file',
  ...props
}: FileInputProps & { label?: string }) {
  const inputId = React.useId();
  const [reported, setReported] = React.useState<string | null>(null);
  return (
    <div className="grid max-w-md gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <FileInput
        id={inputId}
        {...props}
        onFileChange={(file) => {
          setReported(file?.name ?? '(none)');
          props.onFileChange?.(file);
        }}
      />
      <output data-testid="reported" className="text-sm text-muted-foreground">
        {reported === null ? '' : `Reported: ${reported}`}
      </output>
    </div>
  );
}

/** A FileInput whose file the parent holds, with a button that clears it (as a form's reset does). */
export function ControlledFileInput(props: Omit<FileInputProps, 'file' | 'onFileChange'>) {
  const inputId = React.useId();
  const [file, setFile] = React.useState<File | null>(null);
  return (
    <div className="grid max-w-md gap-1.5">
      <Label htmlFor={inputId}>Import file</Label>
      <div className="flex items-center gap-3">
        <FileInput
          id={inputId}
          {...props}
          file={file}
          onFileChange={(next) => setFile(next ?? null)}
        />
        <Button variant="ghost" size="sm" onClick={() => setFile(null)}>
          Clear
        </Button>
      </div>
    </div>
  );
}

/** A file as the picker would hand it over. */
export const backupFile = new File(['{"format":"console-backup"}'], 'backup-2026-11-26.json', {
  type: 'application/json',
});

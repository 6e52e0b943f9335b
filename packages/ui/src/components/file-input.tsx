import * as React from 'react';
import { cn } from '../lib/cn';
import { useMergedRefs } from '../lib/use-merged-refs';
import { peerFocusRing } from './styles';
import { useControllableState } from './use-controllable-state';
import { buttonVariants } from './variants';

/** The texts the field shows in place of the browser's own (which follow the browser's language). */
export interface FileInputLabels {
  /** The button's text. */
  choose: string;
  /** Shown, and announced with the field, while no file is chosen. */
  noFile: string;
}

export const defaultFileInputLabels: FileInputLabels = {
  choose: 'Choose file…',
  noFile: 'No file chosen',
};

export type FileInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'children'
> & {
  /** The chosen file, `null` for none: controlled. Leave it out to let the field keep its own. */
  file?: File | null;
  /** The file the admin chose (by the picker or by dropping one on the field), or undefined when cleared. */
  onFileChange?: (file: File | undefined) => void;
  labels?: Partial<FileInputLabels>;
};

/**
 * A file field in the caller's language: a button ("Choose file…") and the chosen file's name,
 * where a native file input shows the browser's texts. The real `<input type="file">` lies
 * transparent over both and stays the one control: it takes the focus, its `<Label>` names it,
 * Enter and Space open the picker, a file dropped on it is chosen, and the file's name is its
 * description. Props other than `className` (the root's), `file`, `onFileChange` and `labels` go
 * to that input (`id`, `accept`, `disabled`, `name`, `required`, `aria-*`, `ref`). A controlled
 * `file` set back to `null` clears the input too, so choosing the same file again is a change.
 */
export function FileInput({
  className,
  file: fileProp,
  onFileChange,
  labels,
  disabled,
  ref,
  'aria-describedby': describedBy,
  onDragEnter,
  onDragLeave,
  onDrop,
  ...props
}: FileInputProps) {
  const text = { ...defaultFileInputLabels, ...labels };
  const nameId = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(inputRef, ref);
  const [dragOver, setDragOver] = React.useState(false);
  const [file, setFile] = useControllableState<File | null>({
    prop: fileProp,
    defaultProp: null,
    onChange: (next) => onFileChange?.(next ?? undefined),
  });

  // The input holds what the field shows: a file the caller set, or none once the caller cleared it
  // (after every render: a controlled caller may also keep its file when the admin picks another).
  React.useEffect(() => {
    const input = inputRef.current;
    if (!input || (input.files?.[0] ?? null) === file) return;
    if (!file) {
      input.value = '';
      return;
    }
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  });

  return (
    <div
      data-slot="file-input"
      // Tells checkers that the dimmed texts belong to a disabled control (exempt from contrast).
      aria-disabled={disabled || undefined}
      className={cn('relative flex w-fit max-w-full min-w-0 items-center gap-3', className)}
    >
      <input
        ref={mergedRef}
        type="file"
        data-slot="file-input-control"
        data-drag-over={dragOver || undefined}
        disabled={disabled}
        aria-describedby={describedBy ? `${nameId} ${describedBy}` : nameId}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0 file:cursor-pointer disabled:cursor-not-allowed"
        {...props}
        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        onDragEnter={(event) => {
          if (!disabled) setDragOver(true);
          onDragEnter?.(event);
        }}
        onDragLeave={(event) => {
          setDragOver(false);
          onDragLeave?.(event);
        }}
        onDrop={(event) => {
          setDragOver(false);
          onDrop?.(event);
        }}
      />
      {/* The input above is the control; this only draws its button. */}
      <span
        data-slot="file-input-button"
        aria-hidden="true"
        className={cn(
          buttonVariants({ variant: 'outline' }),
          peerFocusRing,
          'peer-hover:bg-accent peer-hover:text-accent-foreground peer-disabled:opacity-50 peer-data-drag-over:border-ring peer-data-drag-over:bg-accent peer-data-drag-over:text-accent-foreground',
        )}
      >
        {text.choose}
      </span>
      {/* Read out as the input's description; hidden as text of its own so it is not read twice. */}
      <span
        id={nameId}
        data-slot="file-input-name"
        aria-hidden="true"
        className={cn(
          'min-w-0 truncate text-sm peer-disabled:opacity-50',
          file ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {file ? file.name : text.noFile}
      </span>
    </div>
  );
}

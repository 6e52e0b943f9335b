import { Input } from '@console/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A text filter of a list's filter bar, applied on Enter or when it loses focus. A value the list's
 * schema rejects stays in the field, marked invalid, with a message saying why it is not applied
 * (the list shows its rows without it), rather than vanishing with nothing filtered.
 */
export function TextFilter({
  label,
  value,
  problem,
  onCommit,
}: {
  label: string;
  /** The filter's value in the URL, '' for none. */
  value: string;
  /** What is wrong with `value`, translated; undefined when it is applied. */
  problem: string | undefined;
  onCommit(value: string): void;
}) {
  const { t } = useTranslation('resource');
  const inputId = useId();
  const problemId = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <div data-slot="text-filter" className="flex flex-wrap items-center gap-2">
      {/* A visible label: a placeholder alone is gone once the admin types. */}
      <label htmlFor={inputId} className="text-sm text-muted-foreground">
        {label}
      </label>
      <Input
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (text.trim() !== value) onCommit(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit(text);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className="h-8 w-40"
        maxLength={50}
      />
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {t('list.filterNotApplied', { problem })}
        </p>
      ) : null}
    </div>
  );
}

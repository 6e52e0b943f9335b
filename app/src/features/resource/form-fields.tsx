import {
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Textarea,
} from '@console/ui';
import type { ReactNode } from 'react';
import {
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';

/**
 * Form controls bound to react-hook-form: each is a labelled `FormField` whose error is the
 * field's message (a translated zod message or the server's detail for that field).
 */
interface BoundFieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The message of a field's error, found by its dotted path (`rewards.0.label`). */
function useFieldError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: FieldPath<T>,
): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  let node: unknown = errors;
  for (const part of name.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  disabled,
  maxLength,
  autoComplete = 'off',
  type = 'text',
}: BoundFieldProps<T> & {
  maxLength?: number;
  autoComplete?: string;
  /** `password` for secrets (set `autoComplete` to `new-password` or `current-password`). */
  type?: 'text' | 'password';
}) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      {(control) => (
        <Input
          {...control}
          {...form.register(name)}
          type={type}
          maxLength={maxLength}
          autoComplete={autoComplete}
        />
      )}
    </FormField>
  );
}

export function TextareaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  disabled,
  rows = 4,
}: BoundFieldProps<T> & { rows?: number }) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      {(control) => <Textarea {...control} {...form.register(name)} rows={rows} />}
    </FormField>
  );
}

/** Digits with an optional sign: a whole number as typed, nothing in it to misread. */
const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * What a number field holds: an empty box is "no value" (so a required number says so); digits
 * are their number; anything else stays the text typed, which the schema refuses as not a number
 * (and the error map names a thousands separator as such). Full-width digits count as digits.
 * `Number()` must not see the text: "1.000" typed in German would be 1, and a number input drops
 * a "," as it is typed, so "1,000" would quietly be read as another number than meant.
 */
export const numberFromInput = (value: unknown): unknown => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = String(value).normalize('NFKC').trim();
  if (text === '') return undefined;
  return WHOLE_NUMBER.test(text) ? Number(text) : text;
};

/**
 * A whole-number field. A text box (`inputMode="numeric"` brings the phone's digit keyboard), not
 * `type="number"`, whose value is what the browser made of the keys (it drops a "," and keeps
 * "1.000" as 1): the form reads the text as typed and refuses a separator instead of misreading
 * it. `min` and `max` document the range; the contract's schema checks it.
 */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  disabled,
}: BoundFieldProps<T> & { min?: number; max?: number }) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      {(control) => (
        <Input
          {...control}
          {...form.register(name, { setValueAs: numberFromInput })}
          type="text"
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

export function SwitchField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  disabled,
}: Omit<BoundFieldProps<T>, 'required'>) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error} disabled={disabled}>
          {(control) => (
            <Switch
              {...control}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked)}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    />
  );
}

export interface SelectFieldOption {
  value: string;
  label: string;
}

/** A select over string values; `toValue`/`fromValue` convert for non-string fields (ids). */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder,
  toValue = (value) => value,
  fromValue = (value) => (value === undefined || value === null ? '' : String(value)),
}: BoundFieldProps<T> & {
  options: readonly SelectFieldOption[];
  placeholder?: string;
  toValue?: (value: string) => unknown;
  fromValue?: (value: unknown) => string;
}) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
          {(control) => (
            <Select
              value={fromValue(field.value)}
              onValueChange={(value) => field.onChange(toValue(value))}
              disabled={disabled}
              name={field.name}
            >
              <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}

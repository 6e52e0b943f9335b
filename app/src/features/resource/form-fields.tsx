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

/** An empty box is "no value" (so a required number says so); anything else is a number or NaN. */
export const numberFromInput = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  disabled,
  min,
  max,
}: BoundFieldProps<T> & { min?: number; max?: number }) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required={required} disabled={disabled}>
      {(control) => (
        <Input
          {...control}
          {...form.register(name, { setValueAs: numberFromInput })}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
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

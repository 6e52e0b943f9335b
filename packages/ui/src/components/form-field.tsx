import * as React from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

export type FormFieldState = {
  /** Id of the control; the label points at it. */
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** Ids of the hint and the error that are shown, for the control's `aria-describedby`. */
  describedBy: string | undefined;
};

/** Attributes that wire a control to its field; spread them onto any input-like element. */
export type FormControlProps = {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  disabled: true | undefined;
};

const FormFieldContext = React.createContext<FormFieldState | null>(null);

/** The state of the enclosing `FormField`, for building a control that wires itself. */
export function useFormField(): FormFieldState {
  const field = React.useContext(FormFieldContext);
  if (!field) throw new Error('useFormField must be used within a <FormField>');
  return field;
}

function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

function controlPropsOf(field: FormFieldState): FormControlProps {
  return {
    id: field.id,
    'aria-labelledby': field.labelId,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'aria-required': field.required || undefined,
    disabled: field.disabled || undefined,
  };
}

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Help text under the control; stays visible while an error is shown. */
  hint?: React.ReactNode;
  /** Validation message; marks the control invalid and is read with it. */
  error?: React.ReactNode;
  /** Shows a required marker and sets `aria-required` on the control. */
  required?: boolean;
  disabled?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /**
   * The control: either elements containing a `FormControl`, or a function receiving the
   * attributes to spread onto the control.
   */
  children: React.ReactNode | ((control: FormControlProps) => React.ReactNode);
};

/**
 * A labelled form field with optional hint and error. It gives its control an id and the
 * `aria-describedby`, `aria-invalid` and `aria-required` that match what it shows.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field${generatedId}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const field = React.useMemo<FormFieldState>(
    () => ({
      id: controlId,
      labelId: `${controlId}-label`,
      hintId: `${controlId}-hint`,
      errorId: `${controlId}-error`,
      invalid: hasError,
      required,
      disabled,
      describedBy: joinIds(hasHint && `${controlId}-hint`, hasError && `${controlId}-error`),
    }),
    [controlId, hasError, hasHint, required, disabled],
  );

  return (
    <FormFieldContext.Provider value={field}>
      <div
        data-slot="form-field"
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        className={cn('group grid gap-2', className)}
        {...props}
      >
        <Label
          id={field.labelId}
          htmlFor={field.id}
          required={required}
          data-slot="form-field-label"
        >
          <span>{label}</span>
        </Label>
        {typeof children === 'function' ? children(controlPropsOf(field)) : children}
        {hasHint ? (
          <p
            id={field.hintId}
            data-slot="form-field-hint"
            className="text-sm text-muted-foreground"
          >
            {hint}
          </p>
        ) : null}
        {hasError ? (
          <p
            id={field.errorId}
            data-slot="form-field-error"
            className="text-sm font-medium text-destructive"
          >
            {error}
          </p>
        ) : null}
      </div>
    </FormFieldContext.Provider>
  );
}

type ControlElementProps = { 'aria-describedby'?: string; disabled?: boolean };

/**
 * Puts the field's id and ARIA attributes on its only child, whatever control it is. The field's
 * attributes win over the child's, except that the child's own `aria-describedby` ids are kept
 * after the field's and a child that is disabled stays disabled.
 */
export function FormControl({ children }: { children: React.ReactElement<ControlElementProps> }) {
  const field = useFormField();
  const control = controlPropsOf(field);
  const child = React.Children.only(children);
  return React.cloneElement(child, {
    ...control,
    disabled: child.props.disabled || control.disabled,
    'aria-describedby': joinIds(control['aria-describedby'], child.props['aria-describedby']),
  } satisfies ControlElementProps & Record<string, unknown>);
}

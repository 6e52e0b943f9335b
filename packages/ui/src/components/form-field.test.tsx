import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormControl, FormField, useFormField } from './form-field';

afterEach(cleanup);

function FieldProbe() {
  const field = useFormField();
  return (
    <span data-testid="probe">{`${field.id}|${field.describedBy ?? ''}|${field.invalid}`}</span>
  );
}

describe('useFormField', () => {
  it('throws outside a FormField', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<FieldProbe />)).toThrow(
        'useFormField must be used within a <FormField>',
      );
    } finally {
      console.error = consoleError;
    }
  });

  it('describes the control by the hint and the error that are shown', () => {
    render(
      <FormField id="email" label="Email" hint="Work address" error="Required">
        <FieldProbe />
      </FormField>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('email|email-hint email-error|true');
  });
});

describe('FormControl', () => {
  it('keeps the control’s own aria-describedby after the field’s', () => {
    render(
      <>
        <span id="extra">Extra</span>
        <FormField id="name" label="Name" hint="Shown to users">
          <FormControl>
            <input aria-describedby="extra" />
          </FormControl>
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox');
    expect(input.id).toBe('name');
    expect(input.getAttribute('aria-describedby')).toBe('name-hint extra');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks the control invalid and required', () => {
    render(
      <FormField label="Name" error="Too short" required>
        <FormControl>
          <input />
        </FormControl>
      </FormField>,
    );
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Too short').id).toBe(input.getAttribute('aria-describedby'));
  });
});

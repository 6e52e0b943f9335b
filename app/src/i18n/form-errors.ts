import type { TFunction } from 'i18next';

/**
 * The fields of a zod 4 issue this mapping reads (a structural subset of `$ZodRawIssue`, so the
 * app needs no zod import of its own).
 */
export interface ValidationIssue {
  readonly code?: string;
  readonly input?: unknown;
  readonly expected?: string;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
}

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The translated generic form message (`common:validation.*`) for a zod issue, or undefined to
 * let zod decide. Pass `{ error: formErrorMap(t) }` as the parse options, e.g. as the second
 * argument of react-hook-form's `zodResolver`. Messages written on a schema itself win over it.
 */
export function formErrorMap(t: TFunction) {
  return (issue: ValidationIssue): string | undefined => {
    switch (issue.code) {
      case 'invalid_type':
        if (isBlank(issue.input)) return t('common:validation.required');
        if (issue.expected === 'number' || issue.expected === 'int') {
          return t('common:validation.number');
        }
        return t('common:validation.invalidFormat');
      case 'too_small':
        if (issue.origin !== 'string') return undefined;
        if (Number(issue.minimum) <= 1 || isBlank(issue.input)) {
          return t('common:validation.required');
        }
        return t('common:validation.minLength', { count: Number(issue.minimum) });
      case 'too_big':
        if (issue.origin !== 'string') return undefined;
        return t('common:validation.maxLength', { count: Number(issue.maximum) });
      case 'invalid_format':
        if (issue.format === 'email') return t('common:validation.email');
        if (issue.format === 'url') return t('common:validation.url');
        return t('common:validation.invalidFormat');
      default:
        return undefined;
    }
  };
}

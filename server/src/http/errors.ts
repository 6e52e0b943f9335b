import {
  type AuditedRecordResource,
  type ErrorCode,
  type ErrorEnvelope,
  errorRules,
  type FieldIssue,
  type RuleRef,
  weakPasswordMessage,
} from '@console/contract';
import type { z } from 'zod';

/** An error with a status and a code; the global error handler turns it into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
    readonly headers?: Readonly<Record<string, string>>,
    /** The rule behind `message`, for clients that say it in their own language. */
    readonly rule?: RuleRef,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toEnvelope(): ErrorEnvelope {
    return {
      success: false,
      message: this.message,
      code: this.code,
      ...(this.details ? { details: this.details } : {}),
      ...this.rule,
    };
  }
}

export const messages = {
  validation: 'Validation error',
  unauthorized: 'Unauthorized access',
  tokenExpired: 'Token is expired',
  forbidden: 'Access forbidden',
  notFound: 'Resource not found',
  conflict: 'The record was changed by someone else. Reload it and try again.',
  usernameTaken: 'Username is already taken',
  payloadTooLarge: 'Request body is too large',
  internal: 'Server error occurred',
} as const;

export const validationError = (details: FieldIssue[], message: string = messages.validation) =>
  new ApiError(400, 'VALIDATION_ERROR', message, details);

/** A password being set for a known owner that leans on the owner's username or name. */
export const weakPasswordForOwner = (path: string) => fieldError(path, weakPasswordMessage);

/** A 400 about one field, e.g. `fieldError('cursor', 'Invalid cursor')`, with the rule if it has one. */
export const fieldError = (path: string, message: string, rule?: RuleRef) =>
  new ApiError(400, 'VALIDATION_ERROR', message, [{ path, message, ...rule }], undefined, rule);

export const unauthorized = (message: string = messages.unauthorized) =>
  new ApiError(401, 'UNAUTHORIZED', message);

export const tokenExpired = () => new ApiError(401, 'TOKEN_EXPIRED', messages.tokenExpired);

export const forbidden = (message: string = messages.forbidden, rule?: RuleRef) =>
  new ApiError(403, 'FORBIDDEN', message, undefined, undefined, rule);

export const notFound = (message: string = messages.notFound) =>
  new ApiError(404, 'NOT_FOUND', message);

/** The rule of "no record of `resource` has this id", on a 404 or on a field that names the id. */
export const recordNotFoundRule = (resource: AuditedRecordResource): RuleRef => ({
  rule: errorRules.recordNotFound,
  params: { resource },
});

/** 404 `Goal not found` for a record id that names no record of `resource`. */
export const recordNotFound = (resource: AuditedRecordResource, label: string) =>
  new ApiError(
    404,
    'NOT_FOUND',
    `${label} not found`,
    undefined,
    undefined,
    recordNotFoundRule(resource),
  );

export const conflict = (message: string = messages.conflict, details?: FieldIssue[]) =>
  new ApiError(409, 'CONFLICT', message, details);

/**
 * 409 refused by a rule of `errorRules`: the rule on the answer and, when the refusal is about one
 * form field, the same message and rule on that field.
 */
export const ruleConflict = (message: string, rule: RuleRef, field?: string) =>
  new ApiError(
    409,
    'CONFLICT',
    message,
    field === undefined ? undefined : [{ path: field, message, ...rule }],
    undefined,
    rule,
  );

/** 409 for a version the client read that is no longer the current one. */
export const staleVersion = () =>
  ruleConflict(messages.conflict, { rule: errorRules.staleVersion });

/** 409 with a `username` detail: another account (of the same kind) uses the name. */
export const usernameTaken = () =>
  ruleConflict(messages.usernameTaken, { rule: errorRules.usernameTaken }, 'username');

/**
 * The 429 message with the wait of `Retry-After` in it, rounded up: seconds under a minute, else
 * whole minutes ("Too many attempts. Try again in 15 minutes.").
 */
export function rateLimitedMessage(waitSeconds: number): string {
  const [count, unit] =
    waitSeconds < 60 ? [waitSeconds, 'second'] : [Math.ceil(waitSeconds / 60), 'minute'];
  return `Too many attempts. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/**
 * 429 `RATE_LIMITED` with `Retry-After`: the whole seconds until the window ends, at least one,
 * also as `params.waitSeconds` for clients that say the wait in their own language.
 */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const waitSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    'RATE_LIMITED',
    rateLimitedMessage(waitSeconds),
    undefined,
    {
      'retry-after': String(waitSeconds),
    },
    { params: { waitSeconds } },
  );
}

const namedRules: ReadonlySet<string> = new Set(Object.values(errorRules));

/**
 * The rule a contract check names on its issue (`params.rule`, one of `errorRules`, e.g. an
 * inverted date range) and the issue's other params that a rule's text can take.
 */
function ruleOfIssue(issue: z.core.$ZodIssue): RuleRef {
  if (issue.code !== 'custom' || !issue.params) return {};
  const { rule, ...values } = issue.params as Record<string, unknown>;
  if (typeof rule !== 'string' || !namedRules.has(rule)) return {};
  const params = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return Object.keys(params).length > 0 ? { rule, params } : { rule };
}

/** A size issue's bound, as a number to compare; null for any other issue. */
const sizeBound = (issue: z.core.$ZodIssue): number | null =>
  issue.code === 'too_big'
    ? Number(issue.maximum)
    : issue.code === 'too_small'
      ? Number(issue.minimum)
      : null;

/**
 * Whether another issue of the same field is the same kind of bound and tighter (or as tight and
 * earlier): `1e308` breaks both a whole number's safe range and the field's own maximum, and one
 * "Too big" is enough, the one the form states.
 */
function outboundedByAnother(issues: readonly z.core.$ZodIssue[], index: number): boolean {
  const issue = issues[index];
  const bound = issue ? sizeBound(issue) : null;
  if (!issue || bound === null) return false;
  const path = issue.path.join('.');
  return issues.some((other, otherIndex) => {
    const otherBound = sizeBound(other);
    if (otherIndex === index || otherBound === null || other.code !== issue.code) return false;
    if (other.path.join('.') !== path) return false;
    const tighter = issue.code === 'too_big' ? otherBound < bound : otherBound > bound;
    return tighter || (otherBound === bound && otherIndex < index);
  });
}

/**
 * Zod issues as per-field details, with their rule; unknown keys become one detail per key; of
 * several size bounds a field breaks, only the tightest.
 */
export function zodIssuesToDetails(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  const details: FieldIssue[] = [];
  for (const [index, issue] of issues.entries()) {
    if (outboundedByAnother(issues, index)) continue;
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        details.push({ path: [...base, key].join('.'), message: 'Unknown field' });
      }
    } else {
      details.push({ path: base.join('.'), message: issue.message, ...ruleOfIssue(issue) });
    }
  }
  return details;
}

/**
 * 400 for input the contract refuses. A refusal of one field that names a rule is said as
 * `fieldError` says it, its message and rule the answer's own, so that a client words it in its
 * language rather than a bare "Validation error".
 */
export function inputRefused(details: FieldIssue[]): ApiError {
  const [only] = details;
  if (details.length !== 1 || !only?.rule) return validationError(details);
  const { path, message, ...rule } = only;
  return fieldError(path, message, rule);
}

/** Throws a 409 unless the version the client read is the current one. */
export function assertVersion(current: number, expected: number): void {
  if (current !== expected) throw staleVersion();
}

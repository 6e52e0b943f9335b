import type { SessionUser } from '@console/contract';
import {
  type ErrorCode,
  errorCodes,
  type FieldIssue,
  isPermission,
  LOGIN_LIMITS,
  type Permission,
  type RuleParams,
  type RuleRef,
} from '@console/contract/constants';

/**
 * Hand-written checks of the few answers the session itself reads (stored user, login, refresh,
 * error envelope). They mirror the contract's schemas (`sessionUserSchema`, `loginDataSchema`,
 * `refreshDataSchema`, `errorEnvelopeSchema`, `loginBodySchema`; the tests hold them to the same
 * verdicts) so the startup path needs neither zod nor the schemas: every page loads the session.
 * Like the schemas, each answers a copy that keeps only the known fields.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value)) return null;
  const { id, name, username, isSuperUser, permissions } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!isString(name) || !isString(username) || typeof isSuperUser !== 'boolean') return null;
  if (!Array.isArray(permissions)) return null;
  if (!permissions.every((item) => isString(item) && isPermission(item))) return null;
  return { id, name, username, isSuperUser, permissions: [...(permissions as Permission[])] };
}

export interface TokenAnswer {
  token: string;
  refreshToken: string;
}

export function parseRefreshData(value: unknown): TokenAnswer | null {
  if (!isObject(value) || !isString(value.token) || !isString(value.refreshToken)) return null;
  return { token: value.token, refreshToken: value.refreshToken };
}

export function parseLoginData(value: unknown): (TokenAnswer & { user: SessionUser }) | null {
  const tokens = parseRefreshData(value);
  const user = isObject(value) ? parseSessionUser(value.user) : null;
  return tokens && user ? { user, ...tokens } : null;
}

export interface ErrorAnswer extends RuleRef {
  code: ErrorCode;
  details: FieldIssue[] | undefined;
}

const isRuleParams = (value: unknown): value is RuleParams =>
  isObject(value) &&
  Object.values(value).every((param) => isString(param) || typeof param === 'number');

/** The optional `rule` and `params` of an envelope or an issue: a copy, or null when malformed. */
const ruleRefOf = ({ rule, params }: Fields): RuleRef | null =>
  (rule === undefined || isString(rule)) && (params === undefined || isRuleParams(params))
    ? {
        ...(rule !== undefined && { rule }),
        ...(params !== undefined && { params: { ...params } }),
      }
    : null;

const fieldIssueOf = (value: unknown): FieldIssue | null => {
  const ref = isObject(value) && ruleRefOf(value);
  return ref && isString(value.path) && isString(value.message)
    ? { path: value.path, message: value.message, ...ref }
    : null;
};

/** `{ success: false, message, code, details?, rule?, params? }`, else null. */
export function parseErrorEnvelope(value: unknown): ErrorAnswer | null {
  if (!isObject(value) || value.success !== false || !isString(value.message)) return null;
  const { code, details } = value;
  const ref = ruleRefOf(value);
  if (!ref || !(errorCodes as readonly unknown[]).includes(code)) return null;
  const answer = { code: code as ErrorCode, ...ref };
  if (details === undefined) return { ...answer, details: undefined };
  const issues = Array.isArray(details) ? details.map(fieldIssueOf) : [null];
  return issues.every((issue) => issue !== null) ? { ...answer, details: issues } : null;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * What the sign-in check refuses a field for: `required`, or `maxLength` with `{ max }`. Codes,
 * not texts: admin-core has no i18n, so the app says them in the admin's language (the
 * specification's generic form messages). An issue's `message` is its code too, never English.
 */
export type LoginIssueRule = 'required' | 'maxLength';

const loginIssue = (path: keyof LoginCredentials, value: string, max: number): FieldIssue[] => {
  const rule: LoginIssueRule | null =
    value.length === 0 ? 'required' : value.length > max ? 'maxLength' : null;
  if (!rule) return [];
  return [{ path, message: rule, rule, ...(rule === 'maxLength' && { params: { max } }) }];
};

/** The sign-in body as the server takes it (username trimmed), or the issues that refuse it. */
export function checkLoginBody(body: LoginCredentials): {
  body: LoginCredentials;
  issues: FieldIssue[];
} {
  const username = String(body.username).trim();
  const password = String(body.password);
  return {
    body: { username, password },
    issues: [
      ...loginIssue('username', username, LOGIN_LIMITS.usernameMax),
      ...loginIssue('password', password, LOGIN_LIMITS.passwordMax),
    ],
  };
}

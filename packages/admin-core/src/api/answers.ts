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
function readRuleRef(value: Fields): RuleRef | null {
  const { rule, params } = value;
  if (rule !== undefined && !isString(rule)) return null;
  if (params !== undefined && !isRuleParams(params)) return null;
  return {
    ...(rule === undefined ? {} : { rule }),
    ...(params === undefined ? {} : { params: { ...params } }),
  };
}

function readFieldIssue(value: unknown): FieldIssue | null {
  if (!isObject(value) || !isString(value.path) || !isString(value.message)) return null;
  const rule = readRuleRef(value);
  return rule && { path: value.path, message: value.message, ...rule };
}

/** `{ success: false, message, code, details?, rule?, params? }`, else null. */
export function parseErrorEnvelope(value: unknown): ErrorAnswer | null {
  if (!isObject(value) || value.success !== false || !isString(value.message)) return null;
  const { code, details } = value;
  if (!(errorCodes as readonly unknown[]).includes(code)) return null;
  const rule = readRuleRef(value);
  if (!rule) return null;
  if (details === undefined) return { code: code as ErrorCode, details: undefined, ...rule };
  if (!Array.isArray(details)) return null;
  const issues = details.map(readFieldIssue);
  if (!issues.every((issue): issue is FieldIssue => issue !== null)) return null;
  return { code: code as ErrorCode, details: issues, ...rule };
}

export interface LoginCredentials {
  username: string;
  password: string;
}

/** The sign-in body as the server takes it (username trimmed), or the issues that refuse it. */
export function checkLoginBody(body: LoginCredentials): {
  body: LoginCredentials;
  issues: FieldIssue[];
} {
  const username = String(body.username).trim();
  const password = String(body.password);
  const issues: FieldIssue[] = [];
  if (username.length === 0) issues.push({ path: 'username', message: 'Required' });
  else if (username.length > LOGIN_LIMITS.usernameMax) {
    issues.push({ path: 'username', message: `At most ${LOGIN_LIMITS.usernameMax} characters` });
  }
  if (password.length === 0) issues.push({ path: 'password', message: 'Required' });
  else if (password.length > LOGIN_LIMITS.passwordMax) {
    issues.push({ path: 'password', message: `At most ${LOGIN_LIMITS.passwordMax} characters` });
  }
  return { body: { username, password }, issues };
}

import type { FieldIssue } from './constants';

/**
 * PostgreSQL text holds no NUL character, and half of a surrogate pair (which JSON can spell as
 * `"\ud800"`) would be stored as U+FFFD: input carrying either is refused, never altered.
 */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (NUL or half of a surrogate pair)';

export const isStorableText = (text: string) =>
  !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

const isJsonContainer = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
};

/**
 * One issue per string (value or key) anywhere in `value` that cannot be stored, by dotted path.
 * Only parsed input is walked (strings, arrays, plain objects): a body handed over as a stream is not.
 */
export function unstorableTextIssues(value: unknown, path = ''): FieldIssue[] {
  if (typeof value === 'string') {
    return isStorableText(value) ? [] : [{ path, message: UNSTORABLE_TEXT_MESSAGE }];
  }
  if (!isJsonContainer(value)) return [];
  const issues: FieldIssue[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (!isStorableText(key)) issues.push({ path: at, message: UNSTORABLE_TEXT_MESSAGE });
    else issues.push(...unstorableTextIssues(entry, at));
  }
  return issues;
}

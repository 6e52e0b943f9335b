import { z } from 'zod';
import { LOGIN_LIMITS } from './constants';

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'strong';

/**
 * Words and runs that guessing tools try first, so they add nothing to a password's strength:
 * matched without regard to case and to the usual digit-for-letter swaps (`Passw0rd`, `@dmin`).
 */
const GUESSED_FIRST = [
  'password',
  'passwort',
  'passwd',
  'administrator',
  'admin',
  'root',
  'login',
  'letmein',
  'welcome',
  'changeme',
  'default',
  'secret',
  'master',
  'qwerty',
  'azerty',
  'qwertz',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'shadow',
  'superman',
  'trustno',
  'console',
  'guest',
  'test',
  'user',
  'pass',
] as const;

/** Keyboard rows: a run along one, either way, is as easy to guess as `abc`. */
const KEYBOARD_ROWS = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'azertyuiop',
  'qwertzuiop',
];
/** Each keyboard row both ways, built once. */
const KEYBOARD_RUNS = KEYBOARD_ROWS.flatMap((row) => [row, [...row].reverse().join('')]);

const LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** A password needs this many characters that are not guessed-first words, repeats or runs. */
export const PASSWORD_MIN_UNGUESSABLE = 6;

function continuesRun(lower: string, index: number): boolean {
  if (index < 2) return false;
  const a = lower.charCodeAt(index - 2);
  const b = lower.charCodeAt(index - 1);
  const c = lower.charCodeAt(index);
  // Steps of 0 or 1: repeats (`aaa`) and alphabet or digit runs (`abc`, `321`).
  if (c - b === b - a && Math.abs(c - b) <= 1) return true;
  const triple = lower.slice(index - 2, index + 1);
  return KEYBOARD_RUNS.some((run) => run.includes(triple));
}

/** The parts of an owner's username and name a password must not lean on (3 characters or more). */
export function ownerWords(...names: readonly (string | null | undefined)[]): string[] {
  return names
    .flatMap((name) => (name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .map((word) => [...word].map((char) => LOOKALIKES[char] ?? char).join(''))
    .filter((word) => word.length >= 3);
}

/**
 * What is left of a password once guessed-first words (and `ownWords`: the owner's username and
 * name, see `ownerWords`), repeated characters and runs (`aaaa`, `1234`, `qwerty`, `dcba`) are taken
 * out: each run keeps its first two characters, which is about what it adds to the search of a
 * guessing tool.
 */
export function unguessablePart(password: string, ownWords: readonly string[] = []): string {
  const lower = password.toLowerCase();
  // Lower-casing some characters changes the length (`İ`): such a password is matched as typed.
  const units = (lower.length === password.length ? lower : password).split('');
  const normalised = units.map((char) => LOOKALIKES[char] ?? char).join('');
  const guessed = new Array<boolean>(units.length).fill(false);
  for (const word of [...GUESSED_FIRST, ...ownWords]) {
    if (word === '') continue;
    for (let at = normalised.indexOf(word); at !== -1; at = normalised.indexOf(word, at + 1)) {
      guessed.fill(true, at, at + word.length);
    }
  }
  const restLower = units.filter((_char, index) => !guessed[index]).join('');
  let kept = '';
  for (let index = 0, at = 0; index < units.length; index++) {
    if (guessed[index]) continue;
    if (!continuesRun(restLower, at)) kept += password[index];
    at++;
  }
  return kept;
}

/**
 * How strong a password is: common words, the owner's own (`ownWords`), repeats and runs count
 * for nothing; of the rest, length counts most, and mixing lower case, upper case, digits and
 * symbols adds to it. Weak and too short are refused wherever a password is set (`passwordSchema`,
 * and with the owner's words where the owner is known); the console shows the same rating while the
 * admin types.
 */
export function passwordStrength(
  password: string,
  ownWords: readonly string[] = [],
): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const rest = unguessablePart(password, ownWords);
  if (rest.length < PASSWORD_MIN_UNGUESSABLE) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) =>
    kind.test(rest),
  ).length;
  const score = kinds + (rest.length >= 12 ? 1 : 0) + (rest.length >= 16 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 3) return 'fair';
  return 'weak';
}

/**
 * Whether a password that passes on its own is weak once its owner's username and name are taken
 * out (`alice-Spring-9` for alice): a check of the bodies that name the owner, and of the server
 * where it knows the owner (a reset, an own change).
 */
export function isWeakForOwner(
  password: string,
  owner: { readonly username?: string | null; readonly name?: string | null },
): boolean {
  const words = ownerWords(owner.username, owner.name);
  if (words.length === 0) return false;
  const alone = passwordStrength(password);
  return alone !== 'weak' && alone !== 'tooShort' && passwordStrength(password, words) === 'weak';
}

/**
 * Adds the weak-password issue at `path` when `password` leans on its owner's names: for the
 * refinement of a form or body that sets a known owner's password.
 */
export function checkOwnerWords(
  ctx: z.RefinementCtx,
  password: string,
  owner: Parameters<typeof isWeakForOwner>[1],
  path: string,
): void {
  if (isWeakForOwner(password, owner)) {
    ctx.addIssue({ code: 'custom', path: [path], params: { rule: WEAK_PASSWORD_RULE } });
  }
}

/** `params.rule` of the issue a weak password raises, for error maps that word it. */
export const WEAK_PASSWORD_RULE = 'weakPassword';

export const weakPasswordMessage =
  'Too weak: the username and name, common words, repeated characters and runs like 1234 or qwerty do not count; mix three of lower case, upper case, digits and symbols, or use 12 characters with two of them, or 16 with any';

/**
 * A password being set (new admin, reset, own change, first admin). Its weak-password issue has no
 * message of its own, so that the console words it in the admin's language; `contractErrorMap`
 * (`./check-rules`) gives the English one.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(LOGIN_LIMITS.passwordMax)
  .refine((password) => passwordStrength(password) !== 'weak', {
    params: { rule: WEAK_PASSWORD_RULE },
  });

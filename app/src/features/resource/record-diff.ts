/** Structural equality for form values: primitives, arrays and plain objects (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
    const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
    if (aKeys.length !== bKeys.length) return false;
    return aKeys.every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return false;
}

/** The fields whose value in `next` differs from `base`, with the new values: an update body. */
export function changedFields<F extends string>(
  base: Readonly<Record<F, unknown>>,
  next: Readonly<Record<F, unknown>>,
  fields: readonly F[],
): Partial<Record<F, unknown>> {
  const changes: Partial<Record<F, unknown>> = {};
  for (const field of fields) {
    if (!sameValue(base[field], next[field])) changes[field] = next[field];
  }
  return changes;
}

/**
 * The admin's edits replayed on the record as it is now: `theirs`, with every field the admin
 * changed since reading `base` set to the admin's value. What "save mine over theirs" saves, so
 * that a field only someone else changed keeps their value instead of getting the stale one back.
 */
export function rebasedValues<V extends Readonly<Record<string, unknown>>>(
  base: Readonly<Record<string, unknown>>,
  mine: V,
  theirs: V,
  fields: readonly string[],
): V {
  return { ...theirs, ...changedFields(base, mine, fields) };
}

/** One line of the conflict dialog. */
export interface ConflictEntry<F extends string = string> {
  field: F;
  /** What saving the admin's values would leave in the field (theirs where only they changed it). */
  mine: unknown;
  /** What the record holds now. */
  theirs: unknown;
  /** Someone else changed this field since the admin loaded the record. */
  changedByThem: boolean;
  /** The admin had changed this field too, to something else: saving would overwrite theirs. */
  clash: boolean;
}

/**
 * What changed under the admin's feet: the fields someone else changed since `base` was read
 * (their value against the admin's), then the fields only the admin changed whose saved value
 * would still differ. Fields nobody touched are left out.
 */
export function conflictEntries<F extends string>(
  base: Readonly<Record<F, unknown>>,
  mine: Readonly<Record<F, unknown>>,
  theirs: Readonly<Record<F, unknown>>,
  fields: readonly F[],
): ConflictEntry<F>[] {
  const changedByThem: ConflictEntry<F>[] = [];
  const changedByMe: ConflictEntry<F>[] = [];
  for (const field of fields) {
    const theirsChanged = !sameValue(base[field], theirs[field]);
    const mineChanged = !sameValue(base[field], mine[field]);
    const differ = !sameValue(mine[field], theirs[field]);
    if (theirsChanged) {
      changedByThem.push({
        field,
        mine: mineChanged ? mine[field] : theirs[field],
        theirs: theirs[field],
        changedByThem: true,
        clash: mineChanged && differ,
      });
    } else if (mineChanged && differ) {
      changedByMe.push({
        field,
        mine: mine[field],
        theirs: theirs[field],
        changedByThem: false,
        clash: false,
      });
    }
  }
  return [...changedByThem, ...changedByMe];
}

/** A value of the record outside the form that someone else changed meanwhile. */
export interface OtherChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The values outside the form (a user's status) that differ between the record as the admin read
 * it and as it is now, in the order `before` lists them.
 */
export function otherChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): OtherChange[] {
  return Object.keys(before)
    .filter((field) => !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

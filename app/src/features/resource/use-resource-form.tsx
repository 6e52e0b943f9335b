import { type ApiError, isApiError } from '@console/admin-core';
import { useAdminCore } from '@console/admin-core/react';
import { toast } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { describeError, failedWithTheSession, sentences } from '../../i18n/api-error';
import { isRefusal, refusedWriteText } from '../../i18n/refusal';
import { useHoldPage } from '../../shell/page-hold';
import { leaveAfterSave } from '../../shell/route-focus';
import { ConflictDialog, type ConflictState, type ConflictTexts } from './conflict-dialog';
import { isNotFound } from './not-found-page';
import {
  changedFields,
  conflictEntries,
  otherChanges,
  rebasedValues,
  sameValue,
} from './record-diff';
import { placeServerIssues } from './server-issues';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { validationErrorMap } from './validation-messages';

/** Any record the admin API versions: an update sends the `version` it read. */
export interface VersionedRecord {
  id: number;
  version: number;
}

export interface ResourceFormOptions<
  S extends z.ZodType<FieldValues, FieldValues>,
  R extends VersionedRecord,
> {
  /** The contract's schema of the whole form (usually the create schema): one rule, both sides. */
  schema: S;
  /** The editable fields, in form order; they are diffed for updates and conflicts. */
  fields: readonly (keyof z.output<S> & string)[];
  /** The form's values for a record (edit) … */
  toValues(record: R): z.input<S>;
  /** … or the empty form (create). */
  emptyValues: DefaultValues<z.input<S>>;
  /** The record being edited; absent when creating. */
  record?: R;
  create?(values: z.output<S>): Promise<R>;
  /** Sends the changed fields and the version read; answers the saved record. */
  update?(id: number, changes: Partial<z.output<S>> & { version: number }): Promise<R>;
  /** Reads the record as it is now, after a 409. */
  fetchLatest?(id: number): Promise<R>;
  /** Query keys to refresh after a save (the resource's lists and overviews). */
  invalidate: readonly (readonly unknown[])[];
  /** Where to go after a save (the guard lets this navigation through). */
  onSaved(record: R): void;
  /** Toast texts. */
  messages: { created: string; updated: string };
  /** Shows a field's value in the conflict dialog; `String(value)` and yes/no by default. */
  formatValue?(field: string, value: unknown): string;
  /** The field names as the form labels them, for the conflict dialog. */
  fieldLabel(field: string): string;
  /** The conflict dialog's own wording, where "someone else" would be wrong (the own profile). */
  conflictTexts?: Partial<ConflictTexts>;
  /**
   * Values of the record the form does not edit that someone else may change meanwhile (a user's
   * status), by field: the conflict dialog also lists those they changed ("Also changed by them"),
   * named by `fieldLabel` and shown by `formatValue`.
   */
  otherValues?(record: R): Readonly<Record<string, unknown>>;
  /**
   * Whether someone else may delete the record while it is edited (true by default; not the own
   * profile): a save that finds it gone (404) then keeps the edits in the form under a lasting
   * notice instead of retrying an update that cannot succeed.
   */
  deletable?: boolean;
}

/** The edited record was deleted by someone else meanwhile; the form keeps the admin's edits. */
export interface RecordGone {
  /** Creates a new record from the form through the create path (absent where the form cannot). */
  createAgain?: (() => void) | undefined;
}

export interface ResourceForm<S extends z.ZodType<FieldValues, FieldValues>> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** For `<form onSubmit>`. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  /** Server problems that belong to no field of the form. */
  formErrors: readonly string[];
  /** Set once a save found the record deleted meanwhile: Save is off, see `RecordGoneNotice`. */
  gone: RecordGone | null;
  /** The unsaved-changes and conflict dialogs; render once. */
  dialogs: React.ReactNode;
}

/**
 * A create/edit form on react-hook-form with the contract's zod schema as resolver, its messages
 * translated; server `details` land on their fields; a stale version (409) opens the conflict
 * dialog; leaving with unsaved changes asks first.
 */
export function useResourceForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  R extends VersionedRecord,
>(options: ResourceFormOptions<S, R>): ResourceForm<S> {
  const { t } = useTranslation('resource');
  const queryClient = useQueryClient();
  const core = useAdminCore();
  const [base, setBase] = useState<R | undefined>(options.record);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<ConflictState<R> | null>(null);
  const [saving, setSaving] = useState(false);
  const [gone, setGone] = useState(false);
  const errorMap = useMemo(() => validationErrorMap(t), [t]);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const latestBase = useRef(base);
  latestBase.current = base;

  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: (values, context, resolverOptions) => {
      const current = latestOptions.current;
      const record = latestBase.current;
      const stored = record ? (current.toValues(record) as Record<string, unknown>) : undefined;
      return resolveChanged(
        current.schema,
        current.fields,
        stored,
        errorMap,
      )(values, context, resolverOptions);
    },
    defaultValues: (options.record
      ? options.toValues(options.record)
      : options.emptyValues) as DefaultValues<z.input<S>>,
    // Checked on submit, then again on every change: no message appears (and shifts the layout
    // under the pointer) just because a field lost focus.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !saving);
  // Rights taken away meanwhile leave the form on screen with the admin's edits, not Access Denied.
  useHoldPage(form.formState.isDirty);

  // A newer version of the record whose form fields are as they were (an action elsewhere on the
  // page: an account deactivated, a password reset) becomes the base at once: the admin's edits
  // stay and a save sends the new version. One whose form fields changed waits for the save's 409.
  const incoming = options.record;
  useEffect(() => {
    const current = latestBase.current;
    if (!incoming || !current || incoming.id !== current.id) return;
    if (incoming.version <= current.version) return;
    const { toValues, fields } = latestOptions.current;
    const before = toValues(current) as Record<string, unknown>;
    const after = toValues(incoming) as Record<string, unknown>;
    if (fields.every((field) => sameValue(before[field], after[field]))) setBase(incoming);
  }, [incoming]);

  /**
   * Refreshes the resource's queries. Once the record is gone they are only marked stale: refetched
   * now, the edit page's own query of the record would answer 404 and replace the form.
   */
  const invalidate = (recordIsGone: boolean) =>
    Promise.all(
      latestOptions.current.invalidate.map((queryKey) =>
        queryClient.invalidateQueries({ queryKey, refetchType: recordIsGone ? 'none' : 'active' }),
      ),
    );

  const finish = async (saved: R, created: boolean) => {
    const current = latestOptions.current;
    await invalidate(gone);
    toast.success(created ? current.messages.created : current.messages.updated);
    guard.bypass();
    leaveAfterSave(saved.id, () => current.onSaved(saved));
  };

  /**
   * Puts the server's per-field problems on their fields; the rest become form errors. Answers
   * whether every problem landed under its field (the first of which takes the focus).
   */
  const showServerProblems = (error: ApiError): boolean => {
    const known = new Set<string>(latestOptions.current.fields);
    const { placed, unplaced } = placeServerIssues(
      form,
      error.details,
      (path) => known.has(path.split('.')[0] ?? ''),
      t,
    );
    if (error.details.length === 0) unplaced.push(describeError(error, t).detail ?? error.message);
    setFormErrors(unplaced);
    return placed && unplaced.length === 0;
  };

  /**
   * Says a refusal: under its fields when they are all the form's ("Username is already taken"
   * once, under the username), else also as a toast.
   */
  const showRefusal = (error: unknown) => {
    if (failedWithTheSession(error)) return;
    if (isApiError(error) && (error.details.length > 0 || error.kind === 'conflict')) {
      if (showServerProblems(error)) return;
    }
    const { title, detail } = describeError(error, t);
    toast.error(detail ? `${title}: ${detail}` : title);
  };

  /**
   * The record was deleted meanwhile: the form stays with the admin's edits, measured from here on
   * against nothing, so that creating it again checks the whole form like a new record.
   */
  const recordGone = () => {
    setGone(true);
    setConflict(null);
    setFormErrors([]);
    setBase(undefined);
    void invalidate(true);
  };

  const save = async (values: z.output<S>, against: R | undefined) => {
    const current = latestOptions.current;
    const userBefore = core.auth.getSnapshot().user;
    setFormErrors([]);
    setSaving(true);
    try {
      if (!against) {
        if (!current.create) throw new Error('This form cannot create records');
        await finish(await current.create(values), true);
        return;
      }
      if (!current.update) throw new Error('This form cannot update records');
      const changes = changedFields(
        current.toValues(against) as Record<string, unknown>,
        values as Record<string, unknown>,
        current.fields as readonly string[],
      ) as Partial<z.output<S>>;
      if (Object.keys(changes).length === 0) {
        // Nothing to send, but the record may be gone: that is said rather than "saved".
        const latest = current.fetchLatest ? await current.fetchLatest(against.id) : against;
        guard.bypass();
        leaveAfterSave(latest.id, () => current.onSaved(latest));
        return;
      }
      await finish(
        await current.update(against.id, { ...changes, version: against.version }),
        false,
      );
    } catch (error) {
      if (against && isNotFound(error) && current.deletable !== false) {
        recordGone();
        return;
      }
      if (isApiError(error) && error.kind === 'conflict' && error.details.length === 0 && against) {
        await openConflict(values, against, error);
        return;
      }
      if (isRefusal(error)) {
        // The edits stay in the form; it says whether the admin lost the right to save them.
        setFormErrors([
          sentences(await refusedWriteText(core, userBefore, t), t('common:errors.editsKept')),
        ]);
        return;
      }
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  const openConflict = async (mine: z.output<S>, against: R, error: ApiError) => {
    const current = latestOptions.current;
    if (!current.fetchLatest) return;
    try {
      const theirs = await current.fetchLatest(against.id);
      // Unchanged since it was read: the 409 is a rule of the server (e.g. "the last active super
      // user"), not someone else's save, so its message is the answer.
      if (theirs.version === against.version) {
        showRefusal(error);
        return;
      }
      const baseValues = current.toValues(against) as Record<string, unknown>;
      const theirValues = current.toValues(theirs) as Record<string, unknown>;
      const fields = current.fields as readonly string[];
      setConflict({
        theirs,
        mine: rebasedValues(baseValues, mine as Record<string, unknown>, theirValues, fields),
        entries: conflictEntries(baseValues, mine as Record<string, unknown>, theirValues, fields),
        otherChanges: current.otherValues
          ? otherChanges(current.otherValues(against), current.otherValues(theirs))
          : [],
      });
    } catch (failure) {
      if (isNotFound(failure) && current.deletable !== false) recordGone();
      else if (!failedWithTheSession(failure)) toast.error(describeError(failure, t).title);
    }
  };

  // Once the record is gone, Save (or Enter in a field) sends nothing: the notice offers the ways on.
  const onSubmit = gone
    ? async (event?: React.BaseSyntheticEvent) => event?.preventDefault()
    : form.handleSubmit((values) => save(values, base));
  const createAgain = options.create
    ? () => void form.handleSubmit((values) => save(values, undefined))()
    : undefined;

  const dialogs = (
    <>
      {guard.dialog}
      <ConflictDialog
        conflict={conflict}
        texts={options.conflictTexts}
        fieldLabel={options.fieldLabel}
        formatValue={options.formatValue}
        onReload={(theirs) => {
          setConflict(null);
          setBase(theirs);
          form.reset(options.toValues(theirs) as DefaultValues<z.input<S>>);
        }}
        onOverwrite={({ theirs, mine }) => {
          setConflict(null);
          setBase(theirs);
          // The form shows what is saved: their version with the admin's edits on top, still
          // marked as edits (the unsaved-changes guard keeps them if this save fails too).
          const theirValues = options.toValues(theirs) as Record<string, unknown>;
          form.reset(theirValues as DefaultValues<z.input<S>>);
          const edits = changedFields(
            theirValues,
            mine as Record<string, unknown>,
            options.fields as readonly string[],
          );
          for (const [field, value] of Object.entries(edits)) {
            form.setValue(field as FieldPath<z.input<S>>, value as never, { shouldDirty: true });
          }
          void save(mine as z.output<S>, theirs);
        }}
        onCancel={() => setConflict(null)}
      />
    </>
  );

  return {
    form,
    onSubmit,
    submitting: saving,
    formErrors,
    gone: gone ? { createAgain } : null,
    dialogs,
  };
}

/**
 * The form's resolver. A new record is checked whole. An edit checks only the fields that differ
 * from the record, the ones an update sends: a stored value that a newer rule refuses (a username
 * from before the rule) must not block saving another field. That takes an object schema without
 * rules across fields; any other schema is checked whole.
 */
function resolveChanged<S extends z.ZodType<FieldValues, FieldValues>>(
  formSchema: S,
  fields: readonly string[],
  stored: Record<string, unknown> | undefined,
  errorMap: ReturnType<typeof validationErrorMap>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const whole = zodResolver(schema(formSchema), { error: errorMap });
  if (!stored || !(formSchema instanceof z.ZodObject) || formSchema._zod.def.checks?.length) {
    return whole;
  }
  const objectSchema: z.ZodObject<z.core.$ZodLooseShape> = formSchema;
  const onlyChanged: Resolver<FieldValues> = async (values, context, resolverOptions) => {
    const untouched = fields.filter((field) => sameValue(stored[field], values[field]));
    const mask: Record<string, true> = Object.fromEntries(untouched.map((field) => [field, true]));
    const changedValues = Object.fromEntries(
      Object.entries(values).filter(([field]) => mask[field] === undefined),
    );
    const changed: z.ZodType<FieldValues, FieldValues> = objectSchema.omit(mask);
    const result = await zodResolver(changed, { error: errorMap })(
      changedValues,
      context,
      resolverOptions,
    );
    if (Object.keys(result.errors).length > 0) return result;
    return { values: { ...values, ...result.values }, errors: {} };
  };
  // The untouched fields keep the form's (the record's) values, which the update leaves out.
  return onlyChanged as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}

/** zodResolver's overloads want zod's own type; the contract's schemas are exactly that. */
function schema<S extends z.ZodType<FieldValues, FieldValues>>(value: S) {
  return value as S & z.ZodType<z.output<S>, z.input<S>>;
}

import {
  type AppUserFilter,
  type AppUserStatus,
  type AppUserStatusAction,
  appUserFilterSchema,
  appUserStatusActions,
  appUserStatusTransitions,
  statusReasonSchema,
} from '@console/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The actions that change a user in this status (a banned user can only be unbanned). */
export function actionsFor(status: AppUserStatus): AppUserStatusAction[] {
  return appUserStatusActions.filter((action) =>
    appUserStatusTransitions[action].from.includes(status),
  );
}

/** Ban and deactivate need a reason. */
export const needsReason = (action: AppUserStatusAction) =>
  appUserStatusTransitions[action].needsReason;

/** The destructive actions are painted red. */
export const isDestructive = (action: AppUserStatusAction) =>
  action === 'ban' || action === 'deactivate';

export type ReasonProblem =
  | { kind: 'required' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number };

/** Checks a typed reason with the contract's rule; null when it may be sent. */
export function reasonProblem(
  action: AppUserStatusAction,
  reason: string | undefined,
): ReasonProblem | null {
  const text = reason?.trim() ?? '';
  if (text === '') return needsReason(action) ? { kind: 'required' } : null;
  return lengthProblem(statusReasonSchema, text);
}

/** Why a text fails a length rule of the contract (`min`/`max` from its issue); null if it passes. */
export function lengthProblem(schema: z.ZodType, text: string): ReasonProblem | null {
  const parsed = schema.safeParse(text);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_big') return { kind: 'tooLong', max: Number(issue.maximum) };
  return { kind: 'tooShort', min: issue?.code === 'too_small' ? Number(issue.minimum) : 1 };
}

/**
 * The list's search text and filters as the bulk endpoint's `filter`: only the keys the contract
 * knows, each checked with its rule (a value the schema refuses is dropped, as the list drops it).
 */
export function bulkFilterOf(query: Readonly<Record<string, string>>): AppUserFilter {
  const filter: Record<string, string> = {};
  for (const [key, schema] of Object.entries(appUserFilterSchema.shape)) {
    const value = query[key];
    if (value !== undefined && value !== '' && schema.safeParse(value).success) {
      filter[key] = value;
    }
  }
  return filter as AppUserFilter;
}

/** A reason problem in the specification's generic validation texts. */
export function reasonProblemText(problem: ReasonProblem | null, t: TFunction): string | null {
  if (!problem) return null;
  if (problem.kind === 'required') return t('common:validation.required');
  return problem.kind === 'tooShort'
    ? t('common:validation.minLength', { count: problem.min })
    : t('common:validation.maxLength', { count: problem.max });
}

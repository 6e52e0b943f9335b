import { type AdminCore, isApiError } from '@console/admin-core';
import { useRightsCheck } from '@console/admin-core/react';
import type { SessionUser } from '@console/contract';
import type { TFunction } from 'i18next';
import { sentences } from './api-error';

/** Whether the server refused a call (403): the admin may have lost a right meanwhile. */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'forbidden';

/**
 * A failed read's refusal, as its page shows it. A 403 makes admin-core read the admin's rights at
 * once: while it does the page waits (`checking`), as the rights it brings may take the page away
 * (the guard then shows Access Denied and the menu drops the item). A page still shown after that
 * read was refused what the console still grants (`stands`): the server and the console disagree,
 * and asking again will not help. Null for any other failure.
 */
export function useRefusal(error: unknown): 'checking' | 'stands' | null {
  const checking = useRightsCheck();
  if (!isRefusal(error)) return null;
  return checking ? 'checking' : 'stands';
}

/** What a read refused though the admin's rights still grant it says under "Access forbidden". */
export const refusalStandsText = (t: TFunction): string =>
  sentences(t('common:errors.refusedDespiteRights'), t('common:errors.contactSupport'));

/**
 * After a write the server refused (403): waits for admin-core's read of the rights, then says why:
 * "You may no longer change this" when the admin's rights changed since `before` (the session's
 * user when the write was made), else that the server refused what the console still grants.
 */
export async function refusedWriteText(
  core: Pick<AdminCore, 'rightsChecked' | 'auth'>,
  before: SessionUser | null,
  t: TFunction,
): Promise<string> {
  await core.rightsChecked();
  if (core.auth.getSnapshot().user === before) return refusalStandsText(t);
  return sentences(t('common:errors.mayNoLongerChange'));
}

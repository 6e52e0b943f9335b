import { isApiError } from '@console/admin-core';
import { Button, EmptyState } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listHref } from './list-return';

/**
 * Whether a call failed because the record it named does not exist (a 404, or an id that is not
 * one, which `useRecordQuery` answers the same way): the page shows `NotFoundPage`.
 */
export const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'not-found';

/**
 * For an address that names no record: the generic "Resource not found", what is missing, and the
 * way back to the list as the admin left it (no Retry and no "contact support": asking again
 * cannot help, and a deleted record is no fault).
 */
export function NotFoundPage({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  /** The list (see `listHref`). */
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('common:errors.notFound')}</h1>
      <EmptyState
        titleAs="p"
        title={message}
        action={
          <Button asChild variant="outline">
            <Link to={listHref(backTo)}>{backLabel}</Link>
          </Button>
        }
      />
    </div>
  );
}

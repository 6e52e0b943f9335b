import { Button, EmptyState } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * For an address that names no record: the generic "Resource not found", what is missing, and the
 * way back to the list (no Retry: asking again cannot help).
 */
export function NotFoundPage({
  message,
  backTo,
  backLabel,
}: {
  message: string;
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
            <Link to={backTo}>{backLabel}</Link>
          </Button>
        }
      />
    </div>
  );
}

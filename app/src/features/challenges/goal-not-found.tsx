import { Button, EmptyState } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** For a goal id that names no goal: the generic "Resource not found" and the way back. */
export function GoalNotFound() {
  const { t } = useTranslation(['challenges', 'resource']);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('common:errors.notFound')}</h1>
      <EmptyState
        titleAs="p"
        title={t('overview.missingGoal')}
        action={
          <Button asChild variant="outline">
            <Link to="/challenges">{t('overview.back')}</Link>
          </Button>
        }
      />
    </div>
  );
}

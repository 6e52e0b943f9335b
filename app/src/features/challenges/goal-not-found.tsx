import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../resource';

/** For a goal id that names no goal: the generic "Resource not found" and the way back. */
export function GoalNotFound() {
  const { t } = useTranslation(['challenges', 'resource']);
  return (
    <NotFoundPage
      message={t('overview.missingGoal')}
      backTo="/challenges"
      backLabel={t('overview.back')}
    />
  );
}

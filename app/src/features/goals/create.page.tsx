import { useTranslation } from 'react-i18next';
import { FormPage } from '../resource';
import { GoalForm } from './goal-form';

/** /goals/create */
export default function CreateGoalPage() {
  const { t } = useTranslation(['goals', 'resource']);
  return (
    <FormPage title={t('createTitle')} backHref="/goals">
      <GoalForm />
    </FormPage>
  );
}

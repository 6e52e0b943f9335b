import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage, isNotFound, NotFoundPage, RecordGate, useRecordQuery } from '../resource';
import { goalQueryKey, useGoalApi } from './api';
import { GoalForm } from './goal-form';

/** /goals/edit/:goalId */
export default function EditGoalPage() {
  const { t } = useTranslation(['goals', 'resource']);
  const api = useGoalApi();
  const goal = useRecordQuery(goalQueryKey, useParams().goalId, api.get);
  if (isNotFound(goal.error)) {
    return (
      <NotFoundPage
        message={t('missing')}
        backTo="/goals"
        backLabel={t('resource:form.backToList')}
      />
    );
  }
  return (
    <FormPage
      title={t('editTitle')}
      backHref="/goals"
      history={{ resource: 'goals', recordId: goal.data?.id }}
    >
      <RecordGate query={goal}>{(record) => <GoalForm key={record.id} goal={record} />}</RecordGate>
    </FormPage>
  );
}

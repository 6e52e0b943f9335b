import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage, isNotFound, NotFoundPage, RecordGate, useRecordQuery } from '../resource';
import { challengeQueryKey, useChallengeApi } from './api';
import { EditChallengeForm } from './challenge-form';

/** /challenges/edit/:challengeId */
export default function EditChallengePage() {
  const { t } = useTranslation(['challenges', 'resource']);
  const api = useChallengeApi();
  const challenge = useRecordQuery(challengeQueryKey, useParams().challengeId, api.get);
  if (isNotFound(challenge.error)) {
    return (
      <NotFoundPage
        message={t('missing')}
        backTo="/challenges"
        backLabel={t('resource:form.backToList')}
      />
    );
  }
  return (
    <FormPage
      title={t('editTitle')}
      backHref={challenge.data ? `/challenges/${challenge.data.goalId}` : '/challenges'}
      history={{ resource: 'challenges', recordId: challenge.data?.id }}
    >
      <RecordGate query={challenge}>
        {(record) => <EditChallengeForm key={record.id} challenge={record} />}
      </RecordGate>
    </FormPage>
  );
}

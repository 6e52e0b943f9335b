import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage, isNotFound, NotFoundPage, RecordGate, useRecordQuery } from '../resource';
import { levelQueryKey, useLevelApi } from './api';
import { LevelForm } from './level-form';

/** /levels/edit/:levelId */
export default function EditLevelPage() {
  const { t } = useTranslation(['levels', 'resource']);
  const api = useLevelApi();
  const level = useRecordQuery(levelQueryKey, useParams().levelId, api.get);
  if (isNotFound(level.error)) {
    return (
      <NotFoundPage
        message={t('missing')}
        backTo="/levels"
        backLabel={t('resource:form.backToList')}
      />
    );
  }
  return (
    <FormPage
      title={t('editTitle')}
      backHref="/levels"
      history={{ resource: 'levels', recordId: level.data?.id }}
    >
      <RecordGate query={level}>
        {(record) => <LevelForm key={record.id} level={record} />}
      </RecordGate>
    </FormPage>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage, isNotFound, NotFoundPage, RecordGate, useRecordQuery } from '../resource';
import { faqEntryQueryKey, useFaqApi } from './api';
import { FaqForm } from './faq-form';

/** /faq/edit/:faqId */
export default function EditFaqPage() {
  const { t } = useTranslation(['faq', 'resource']);
  const api = useFaqApi();
  const entry = useRecordQuery(faqEntryQueryKey, useParams().faqId, api.get);
  if (isNotFound(entry.error)) {
    return (
      <NotFoundPage
        message={t('missing')}
        backTo="/faq"
        backLabel={t('resource:form.backToList')}
      />
    );
  }
  return (
    <FormPage
      title={t('editTitle')}
      backHref="/faq"
      history={{ resource: 'faq', recordId: entry.data?.id }}
    >
      <RecordGate query={entry}>
        {(record) => <FaqForm key={record.id} entry={record} />}
      </RecordGate>
    </FormPage>
  );
}

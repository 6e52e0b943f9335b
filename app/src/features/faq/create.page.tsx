import { useTranslation } from 'react-i18next';
import { FormPage } from '../resource';
import { FaqForm } from './faq-form';

/** /faq/create */
export default function CreateFaqPage() {
  const { t } = useTranslation(['faq', 'resource']);
  return (
    <FormPage title={t('createTitle')} backHref="/faq">
      <FaqForm />
    </FormPage>
  );
}

import { useTranslation } from 'react-i18next';
import { FormPage } from '../resource';
import { LevelForm } from './level-form';

/** /levels/new */
export default function CreateLevelPage() {
  const { t } = useTranslation(['levels', 'resource']);
  return (
    <FormPage title={t('createTitle')} backHref="/levels">
      <LevelForm />
    </FormPage>
  );
}

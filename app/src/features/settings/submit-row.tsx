import { Button } from '@console/ui';
import { useTranslation } from 'react-i18next';

/** The right-aligned submit button of a settings card. */
export function SubmitRow({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={submitting}>
        {submitting ? t('states.saving') : label}
      </Button>
    </div>
  );
}

import { usePermissions } from '@console/admin-core/react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { OperationsNav } from './operations-layout';

/** The way from Settings to the operations screens; shown to super users only. */
export function OperationsSettingsCard() {
  const { t } = useTranslation('operations');
  const { isSuperUser } = usePermissions();
  if (!isSuperUser) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('nav.title')}</CardTitle>
        <CardDescription>{t('nav.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <OperationsNav />
      </CardContent>
    </Card>
  );
}

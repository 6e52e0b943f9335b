import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage, RecordGate, useRecordQuery } from '../resource';
import { AccountActions } from './account-actions';
import { adminUserQueryKey, useAdminUserApi } from './api';
import { AdminUserEditForm } from './edit-form';

/** /admin-users/:userId/edit: profile and permissions, then the account actions. */
export default function EditAdminUserPage() {
  const { t } = useTranslation(['admin-users', 'resource']);
  const api = useAdminUserApi();
  const user = useRecordQuery(adminUserQueryKey, useParams().userId, api.get);
  const [generation, setGeneration] = useState(0);
  return (
    <FormPage
      title={t('editTitle')}
      description={t('editDescription')}
      backHref="/admin-users"
      history={{ resource: 'adminUsers', recordId: user.data?.id }}
    >
      <RecordGate query={user}>
        {(record) => (
          <>
            {/* After an account action the form starts again from the new version. */}
            <AdminUserEditForm key={`${record.id}:${generation}`} user={record} />
            <AccountActions user={record} onChanged={() => setGeneration((n) => n + 1)} />
          </>
        )}
      </RecordGate>
    </FormPage>
  );
}

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
  return (
    <FormPage title={t('editTitle')} description={t('editDescription')} backHref="/admin-users">
      <RecordGate query={user}>
        {(record) => (
          <>
            {/* A new version (after an action or a reload) starts the form from it. */}
            <AdminUserEditForm key={`${record.id}:${record.version}`} user={record} />
            <AccountActions user={record} />
          </>
        )}
      </RecordGate>
    </FormPage>
  );
}

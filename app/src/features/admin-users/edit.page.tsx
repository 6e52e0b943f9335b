import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage, isNotFound, NotFoundPage, RecordGate, useRecordQuery } from '../resource';
import { AccountActions } from './account-actions';
import { adminUserQueryKey, useAdminUserApi } from './api';
import { AdminUserEditForm } from './edit-form';

/** /admin-users/:userId/edit: profile and permissions, then the account actions. */
export default function EditAdminUserPage() {
  const { t } = useTranslation(['admin-users', 'resource']);
  const api = useAdminUserApi();
  const user = useRecordQuery(adminUserQueryKey, useParams().userId, api.get);
  if (isNotFound(user.error)) {
    return (
      <NotFoundPage
        message={t('missing')}
        backTo="/admin-users"
        backLabel={t('resource:form.backToList')}
      />
    );
  }
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
            {/* An account action's new version becomes the form's base; unsaved edits stay. */}
            <AdminUserEditForm key={record.id} user={record} />
            <AccountActions user={record} />
          </>
        )}
      </RecordGate>
    </FormPage>
  );
}

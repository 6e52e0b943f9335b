import { useAdminCore } from '@console/admin-core/react';
import { type Profile, profileUpdateSchema } from '@console/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminUsersQueryKey } from '../admin-users/api';
import { FormProblems, RecordGate, TextField, useResourceForm } from '../resource';
import { profileQueryKey, useSettingsApi } from './api';
import { SubmitRow } from './submit-row';

const PROFILE_FIELDS = ['name', 'username'] as const;
/** Both fields are filled in the form; an update sends the changed ones. */
const profileFormSchema = profileUpdateSchema.omit({ version: true }).required();
const toValues = (profile: Profile) => ({ name: profile.name, username: profile.username });

/** The own name and username (`settings/profile`, versioned: a stale save opens the conflict dialog). */
export function ProfileSection() {
  const { t } = useTranslation('settings');
  const api = useSettingsApi();
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => api.getProfile(signal),
    staleTime: 0,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <RecordGate query={profile}>
          {(record) => <ProfileForm key={record.version} profile={record} />}
        </RecordGate>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['settings', 'resource']);
  const api = useSettingsApi();
  const core = useAdminCore();
  const queryClient = useQueryClient();

  /** The header and the stored `admin_user` show the new name at once. */
  const adoptProfile = (saved: Profile) => {
    queryClient.setQueryData(profileQueryKey, saved);
    core.auth.updateUser({ name: saved.name, username: saved.username });
  };

  const { form, onSubmit, submitting, formErrors, dialogs } = useResourceForm({
    schema: profileFormSchema,
    fields: PROFILE_FIELDS,
    record: profile,
    toValues,
    emptyValues: toValues(profile),
    update: (_id, changes): Promise<Profile> => api.updateProfile(changes),
    fetchLatest: () => api.getProfile(),
    invalidate: [adminUsersQueryKey],
    onSaved: adoptProfile,
    // The own account: deleted, the session ends with it and /login says why.
    deletable: false,
    messages: { created: t('profile.saved'), updated: t('profile.saved') },
    fieldLabel: (field) => t(`profile.fields.${field}`),
    // Only the admin changes their own profile: a newer version was saved in another tab or session.
    conflictTexts: {
      title: t('profile.conflict.title'),
      description: t('profile.conflict.description'),
      theirs: t('profile.conflict.theirs'),
      changedByThem: t('profile.conflict.changedByThem'),
      clash: t('profile.conflict.clash'),
      keptTheirs: t('profile.conflict.keptTheirs'),
      reload: t('profile.conflict.reload'),
      overwrite: t('profile.conflict.overwrite'),
    },
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="@container grid gap-5">
      <div className="grid items-start gap-5 @md:grid-cols-2">
        <TextField
          form={form}
          name="name"
          label={t('profile.fields.name')}
          required
          maxLength={100}
        />
        <TextField
          form={form}
          name="username"
          label={t('profile.fields.username')}
          required
          maxLength={50}
          autoComplete="username"
        />
      </div>
      <FormProblems messages={formErrors} />
      <SubmitRow submitting={submitting} label={t('profile.submit')} />
      {dialogs}
    </form>
  );
}

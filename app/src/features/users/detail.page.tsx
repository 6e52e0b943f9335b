import { useLanguage } from '@console/admin-core/react';
import type { AppUserDetail } from '@console/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { isNotFound, NotFoundPage, RecordGate, useRecordQuery } from '../resource';
import { DetailHeader } from '../resource/detail-header';
import { useAppUserApi, userQueryKey } from './api';
import { UserStatusBadge, VerifiedBadge } from './badges';
import { actionsFor, isDestructive } from './status-actions';
import { type PendingStatusChange, StatusChangeDialog, userLabel } from './status-dialog';
import { StatusHistoryList } from './status-history';
import { UserForm } from './user-form';

/** /users/:userId (super user only): the record, its status actions and history, and its edit. */
export default function UserDetailPage() {
  const { t } = useTranslation(['users', 'resource']);
  const api = useAppUserApi();
  const user = useRecordQuery(userQueryKey, useParams().userId, api.get);
  if (isNotFound(user.error)) {
    return (
      <NotFoundPage message={t('detail.missing')} backTo="/users" backLabel={t('detail.back')} />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <DetailHeader
        title={t('detail.title')}
        backTo="/users"
        backLabel={t('detail.back')}
        history={{ resource: 'appUsers', recordId: user.data?.id }}
      />
      <RecordGate query={user}>
        {(record) => <UserDetail key={`${record.id}:${record.version}`} user={record} />}
      </RecordGate>
    </div>
  );
}

function UserDetail({ user }: { user: AppUserDetail }) {
  const { t } = useTranslation(['users', 'resource']);
  const { language } = useLanguage();
  const [pending, setPending] = useState<PendingStatusChange | null>(null);
  const dateTime = (value: string | null) =>
    value ? formatDateTime(value, language) : t('fields.never');
  const fields: [string, ReactNode][] = [
    [t('fields.username'), user.username],
    [t('fields.email'), user.email],
    [t('fields.name'), user.fullName],
    [t('fields.status'), <UserStatusBadge key="status" status={user.status} />],
    [t('fields.role'), t(`roles.${user.role}`)],
    [t('fields.verified'), <VerifiedBadge key="verified" verified={user.verified} />],
    [t('fields.createdAt'), dateTime(user.createdAt)],
    [t('fields.updatedAt'), dateTime(user.updatedAt)],
    [t('fields.lastLogin'), dateTime(user.lastLogin)],
  ];
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{userLabel(user)}</CardTitle>
          <CardDescription>{t('detail.profile')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex flex-wrap gap-2">
            {actionsFor(user.status).map((action) => (
              <Button
                key={action}
                variant={isDestructive(action) ? 'destructive' : 'default'}
                size="sm"
                onClick={() => setPending({ action, user })}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </div>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <section aria-labelledby="user-edit-heading" className="grid gap-3">
        <h2 id="user-edit-heading" className="text-lg font-semibold">
          {t('detail.edit')}
        </h2>
        <UserForm user={user} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('detail.history')}</CardTitle>
        </CardHeader>
        <CardContent>
          <StatusHistoryList
            changes={user.statusHistory}
            actionLabel={(action) => t(`history.${action}`)}
            statusLabel={(status) => t(`status.${status}`)}
            emptyText={t('detail.noHistory')}
          />
        </CardContent>
      </Card>
      <StatusChangeDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

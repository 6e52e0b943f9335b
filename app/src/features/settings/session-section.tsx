import { parseAccessToken, TIMINGS } from '@console/admin-core';
import { useAdminCore, useAuth, useLanguage } from '@console/admin-core/react';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@console/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { formatPermissionList } from '../admin-users/permission-labels';

const INACTIVITY_MINUTES = TIMINGS.inactivityTimeoutMs / 60_000;

/**
 * Who is signed in, with which rights, until when the access token runs (it is renewed on use, so
 * that time is not the session's end) and the inactivity limit.
 */
export function SessionSection() {
  const { t } = useTranslation(['settings', 'admin-users']);
  const { user } = useAuth();
  const { session } = useAdminCore();
  const { language } = useLanguage();
  // Read at render: the token is renewed on use, and the page re-renders with the session.
  const expiry = parseAccessToken(session.getAccessToken())?.exp;
  if (!user) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('session.title')}</CardTitle>
        <CardDescription>{t('session.description')}</CardDescription>
      </CardHeader>
      <CardContent className="@container">
        <dl className="grid gap-3 text-sm @sm:grid-cols-[max-content_1fr] @sm:gap-x-6">
          <Row term={t('session.username')}>{user.username}</Row>
          <Row term={t('session.superUser')}>
            {user.isSuperUser ? (
              <Badge variant="secondary">{t('session.yes')}</Badge>
            ) : (
              t('session.no')
            )}
          </Row>
          <Row term={t('session.permissions')}>
            {user.isSuperUser
              ? t('admin-users:permissions.all')
              : formatPermissionList(user.permissions, t)}
          </Row>
          <Row term={t('session.accessToken')}>
            {expiry === undefined
              ? t('session.unknown')
              : t('session.tokenRenews', { time: formatDateTime(expiry * 1000, language) })}
          </Row>
          <Row term={t('session.inactivityTimeout')}>
            {t('session.minutes', { count: INACTIVITY_MINUTES })}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

import { isApiError } from '@console/admin-core';
import { useLanguage, usePermissions } from '@console/admin-core/react';
import {
  type TelegramUserDetail,
  type TelegramUserStatus,
  telegramUserStatusUpdateSchema,
} from '@console/contract';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  StatCard,
  toast,
} from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, failedWithTheSession } from '../../i18n/api-error';
import { formatDate, formatDateTime, formatNumber, languageName } from '../../i18n/format';
import { renderRouterLink } from '../../shell/router-link';
import { type GoalRef, useGoalLinks } from '../goals/links';
import { isNotFound, NotFoundPage, RecordGate, useRecordQuery } from '../resource';
import { DetailHeader } from '../resource/detail-header';
import { lengthProblem, reasonProblemText } from '../users/status-actions';
import { ChangeActorName, currentStatusChange, StatusHistoryList } from '../users/status-history';
import { telegramUserQueryKey, telegramUsersQueryKey, useTelegramUserApi } from './api';
import { usersOnGoalHref } from './goal-filter';
import { TelegramStatusBadge } from './status-badge';
import { telegramUserLabel } from './user-name';

/** /telegram-users/:userId (users:read): profile, progress, and block/unblock for writers. */
export default function TelegramUserDetailPage() {
  // The users namespace is fetched with the page's: the shared status history reads from it.
  const { t } = useTranslation(['telegram-users', 'users', 'resource']);
  const api = useTelegramUserApi();
  const user = useRecordQuery(telegramUserQueryKey, useParams().userId, api.get);
  if (isNotFound(user.error)) {
    return (
      <NotFoundPage
        message={t('logs.missingUser')}
        backTo="/telegram-users"
        backLabel={t('detail.back')}
      />
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <DetailHeader
        title={t('detail.title')}
        backTo="/telegram-users"
        backLabel={t('detail.back')}
        history={{ resource: 'telegramUsers', recordId: user.data?.id }}
      />
      <RecordGate query={user}>{(record) => <TelegramUserView user={record} />}</RecordGate>
    </div>
  );
}

/**
 * Why, by whom and since when the user has the status they have, when the console changed it
 * last; a block without a trail (set by the bot, or before the trail was kept) says so.
 */
function currentStatusFields(
  user: TelegramUserDetail,
  t: TFunction<['telegram-users', 'users']>,
  language: string,
): [string, ReactNode][] {
  const change = currentStatusChange(user.status, user.statusHistory);
  if (!change) {
    return user.status === 'blocked'
      ? [[t('statusChange.reason'), t('statusChange.notRecorded')]]
      : [];
  }
  return [
    [t(`statusChange.${change.action}By`), <ChangeActorName key="by" change={change} />],
    [t(`statusChange.${change.action}At`), formatDateTime(change.at, language)],
    [t('statusChange.reason'), change.reason ?? t('statusChange.noReason')],
  ];
}

function TelegramUserView({ user }: { user: TelegramUserDetail }) {
  const { t } = useTranslation(['telegram-users', 'users', 'resource']);
  const { language } = useLanguage();
  const canWrite = usePermissions().hasPermission('users:write');
  const goalLinks = useGoalLinks();
  const goalName = (goal: GoalRef) => {
    const href = goalLinks.best(goal);
    return href ? (
      <Link to={href} className="text-primary underline-offset-4 hover:underline">
        {goal.title}
      </Link>
    ) : (
      goal.title
    );
  };
  const currentGoalHref = user.currentGoal ? goalLinks.best(user.currentGoal) : null;
  const number = (value: number) => formatNumber(value, language);
  const profile: [string, ReactNode][] = [
    [t('fields.username'), user.username ? `@${user.username}` : t('fields.none')],
    [t('fields.telegramId'), user.telegramId],
    [t('fields.status'), <TelegramStatusBadge key="status" status={user.status} />],
    ...currentStatusFields(user, t, language),
    [t('fields.isPremium'), user.isPremium ? t('premium.yes') : t('premium.no')],
    [
      t('fields.languageCode'),
      user.languageCode ? languageName(user.languageCode, language) : t('fields.none'),
    ],
    [t('fields.joinedAt'), formatDate(user.joinedAt, language)],
    [
      t('fields.lastActiveAt'),
      user.lastActiveAt ? formatDateTime(user.lastActiveAt, language) : t('fields.never'),
    ],
  ];
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{telegramUserLabel(user)}</CardTitle>
          <CardDescription>{t('detail.profile')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/telegram-users/${user.id}/logs`}>{t('detail.openLogs')}</Link>
            </Button>
            {user.currentGoal ? (
              <Button asChild variant="outline" size="sm">
                <Link to={usersOnGoalHref(user.currentGoal.id)}>{t('detail.usersOnGoal')}</Link>
              </Button>
            ) : null}
            {canWrite ? <StatusChange user={user} /> : null}
          </div>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            {profile.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <section aria-label={t('detail.progress')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard title={t('fields.xp')} value={number(user.xp)} />
        <StatCard
          title={t('fields.level')}
          value={number(user.level)}
          delta={
            user.xpToNextLevel === null
              ? undefined
              : {
                  value: t('detail.xpToNext', { xp: number(user.xpToNextLevel) }),
                  trend: 'flat',
                  sentiment: 'neutral',
                }
          }
          // The XP left is progress, not a change: screen readers read it without a trend word.
          labels={{ flat: '' }}
        />
        <StatCard title={t('fields.streak')} value={number(user.streak)} />
        <StatCard
          title={t('fields.currentGoal')}
          value={user.currentGoal?.title ?? t('fields.noGoalChosen')}
          {...(currentGoalHref ? { href: currentGoalHref, renderLink: renderRouterLink } : {})}
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('detail.goalProgress')}</CardTitle>
          <CardDescription>{t('detail.goalProgressDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {user.goalProgress.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('detail.noProgress')}</p>
          ) : (
            <ul className="grid gap-4">
              {user.goalProgress.map((goal) => (
                <li key={goal.goalId} className="grid gap-1 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      {goalName({ id: goal.goalId, title: goal.goalTitle })}
                      {goal.goalId === user.currentGoal?.id ? (
                        <Badge variant="secondary">{t('fields.currentGoal')}</Badge>
                      ) : null}
                    </span>
                    <span className="text-muted-foreground">
                      {t('detail.completedOf', {
                        completed: number(goal.completed),
                        count: goal.total,
                        started: number(goal.started),
                      })}
                    </span>
                  </div>
                  <progress
                    className="h-2 w-full"
                    aria-label={t('detail.progressOf', { goal: goal.goalTitle })}
                    max={goal.total || 1}
                    value={Math.min(goal.completed, goal.total || 1)}
                  />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('detail.statusHistory')}</CardTitle>
        </CardHeader>
        <CardContent>
          <StatusHistoryList
            changes={user.statusHistory}
            actionLabel={(action) => t(`statusChange.${action}`)}
            statusLabel={(status) => t(`status.${status}`)}
            emptyText={t('detail.noStatusHistory')}
          />
        </CardContent>
      </Card>
    </>
  );
}

/** Block (with a reason) or unblock (a reason optional), confirmed; the reason goes to the audit trail. */
function StatusChange({ user }: { user: TelegramUserDetail }) {
  const { t } = useTranslation(['telegram-users', 'resource']);
  const api = useTelegramUserApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const next: TelegramUserStatus = user.status === 'active' ? 'blocked' : 'active';
  const action = next === 'blocked' ? 'block' : 'unblock';
  const reasonRequired = action === 'block';
  const name = telegramUserLabel(user);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={next === 'blocked' ? 'destructive' : 'default'} size="sm">
          {t(`actions.${action}`)}
        </Button>
      }
      variant={next === 'blocked' ? 'destructive' : 'default'}
      title={t(`confirm.${action}`, { name })}
      description={t(`confirm.${action}Description`)}
      confirmLabel={t(`actions.${action}`)}
      cancelLabel={t('common:actions.cancel')}
      // A block needs a reason, like an app user's ban; an unblock may give one.
      reasonLabel={reasonRequired ? t('statusChange.reason') : t('confirm.reason')}
      reasonRequired={reasonRequired}
      reasonPlaceholder={t('confirm.reasonPlaceholder')}
      onConfirm={async ({ reason }) => {
        const text = reason?.trim() ?? '';
        const problem = reasonProblemText(
          text === ''
            ? reasonRequired
              ? { kind: 'required' }
              : null
            : lengthProblem(telegramUserStatusUpdateSchema.shape.reason, text),
          t,
        );
        if (problem) throw new Error(problem);
        try {
          await api.updateStatus(user, next, text || undefined);
        } catch (error) {
          if (failedWithTheSession(error)) return;
          // Another admin blocked, unblocked or changed the user since this page loaded: asking
          // again would repeat the stale version, so show the user as they are now instead.
          if (isApiError(error) && error.kind === 'conflict') {
            await queryClient.invalidateQueries({ queryKey: telegramUsersQueryKey });
            toast.error(t('done.changedMeanwhile'));
            return;
          }
          const { title, detail } = describeError(error, t);
          const message = detail ? `${title}: ${detail}` : title;
          toast.error(message);
          throw new Error(message);
        }
        await queryClient.invalidateQueries({ queryKey: telegramUsersQueryKey });
        toast.success(t(`done.${action}`, { name }));
      }}
    />
  );
}

import type { PermissionSubject } from '@console/admin-core';
import { useAuth, useLanguage } from '@console/admin-core/react';
import type { ChangeActor } from '@console/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { canOpenRoute } from '../../routes/derive';
import { consoleRoutes } from '../../routes/table';

/** A status change as a user detail carries it (app users and Telegram users alike). */
export interface StatusChangeEntry<Action extends string = string, Status extends string = string> {
  readonly action: Action;
  readonly from: Status;
  readonly to: Status;
  readonly reason: string | null;
  readonly actorId: number | null;
  readonly actor: ChangeActor | null;
  readonly at: string;
}

const adminEditRoute = consoleRoutes.find((route) => route.page === 'admin-users/edit');
const adminListRoute = consoleRoutes.find((route) => route.page === 'admin-users/list');

/**
 * Where the name of the admin behind a change leads: the admin's page for someone who may edit
 * admins, the admin list searched for the admin's username for someone who may only read them,
 * and nowhere for anyone else (a link to a page they may not open would end on a 403).
 */
export function adminUserHref(
  viewer: PermissionSubject | null,
  actor: Pick<ChangeActor, 'id' | 'username'>,
): string | undefined {
  if (adminEditRoute && canOpenRoute(viewer, adminEditRoute)) {
    return `/admin-users/${actor.id}/edit`;
  }
  if (adminListRoute && canOpenRoute(viewer, adminListRoute)) {
    return `/admin-users?${new URLSearchParams({ q: actor.username })}`;
  }
  return undefined;
}

/**
 * The current status's change when the newest change led to it: a status the bot set, or one
 * set before the trail was kept, has none.
 */
export const currentStatusChange = <Change extends StatusChangeEntry>(
  status: string,
  history: readonly Change[],
): Change | undefined => (history[0]?.to === status ? history[0] : undefined);

/** Who made a change: the admin's name (a link where the viewer may open admins), or the system. */
export function ChangeActorName({
  change,
}: {
  change: Pick<StatusChangeEntry, 'actorId' | 'actor'>;
}) {
  const { t } = useTranslation('users');
  const { user } = useAuth();
  const { actor, actorId } = change;
  if (!actor) {
    return (
      <span data-slot="change-actor">
        {actorId === null ? t('history.system') : t('history.removedAdmin', { id: actorId })}
      </span>
    );
  }
  const href = adminUserHref(user, actor);
  return href ? (
    <Link
      data-slot="change-actor"
      to={href}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {actor.name}
    </Link>
  ) : (
    <span data-slot="change-actor" className="font-medium">
      {actor.name}
    </span>
  );
}

export interface StatusHistoryListProps<Change extends StatusChangeEntry> {
  readonly changes: readonly Change[];
  /** What the change did, as a heading of its entry ("Banned"). */
  readonly actionLabel: (action: Change['action']) => string;
  readonly statusLabel: (status: Change['from']) => string;
  readonly emptyText: string;
}

/** The status changes of a user, newest first: what, from and to, why, who and when. */
export function StatusHistoryList<Change extends StatusChangeEntry>({
  changes,
  actionLabel,
  statusLabel,
  emptyText,
}: StatusHistoryListProps<Change>) {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ol data-slot="status-history" className="divide-y rounded-md border text-sm">
      {changes.map((change) => (
        <li key={`${change.at}-${change.action}`} className="grid gap-1 px-3 py-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{actionLabel(change.action)}</span>
            <time dateTime={change.at} className="text-muted-foreground">
              {formatDateTime(change.at, language)}
            </time>
          </div>
          <p className="text-muted-foreground">
            {t('history.transition', {
              from: statusLabel(change.from),
              to: statusLabel(change.to),
            })}
            {change.reason ? ` — ${change.reason}` : ''}
          </p>
          <p className="text-muted-foreground">
            <Trans
              t={t}
              i18nKey="history.by"
              components={{ admin: <ChangeActorName change={change} /> }}
            />
          </p>
        </li>
      ))}
    </ol>
  );
}

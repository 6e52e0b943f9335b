import type { SessionUser } from '@console/contract';
import { authEndpoints } from '@console/contract/constants';
import { parseSessionUser } from '../api/answers';
import type { ApiClient } from '../api/client';
import type { Scheduler } from '../scheduler';
import type { AuthStore } from './auth-store';

/** A burst of refusals (a page's several queries) reads the admin once. */
export const REREAD_USER_INTERVAL_MS = 10_000;

const sameUser = (a: SessionUser, b: SessionUser) =>
  a.name === b.name &&
  a.username === b.username &&
  a.isSuperUser === b.isSuperUser &&
  a.permissions.length === b.permissions.length &&
  a.permissions.every((permission) => b.permissions.includes(permission));

/**
 * Reads the signed-in admin again from the server (`/auth/me`) and takes their rights as they are
 * now, e.g. after a 403: another admin may have changed them. A burst of refusals joins the read
 * in flight; one asked for within `REREAD_USER_INTERVAL_MS` of the last read is not dropped but
 * made once that interval has passed (the rights may have changed since that read: the shell reads
 * them as it starts, and a refusal seconds later must still reach the menu and the page). Nothing
 * is read once nobody is signed in; a failed read changes nothing.
 */
export function createUserRereader({
  client,
  auth,
  scheduler,
}: {
  client: Pick<ApiClient, 'request'>;
  auth: Pick<AuthStore, 'getSnapshot' | 'updateUser'>;
  scheduler: Pick<Scheduler, 'now' | 'setTimeout'>;
}): () => Promise<void> {
  let reading: Promise<void> | null = null;
  let later: Promise<void> | null = null;
  let lastRead = Number.NEGATIVE_INFINITY;

  function read(): Promise<void> {
    if (!auth.getSnapshot().user) return Promise.resolve();
    lastRead = scheduler.now();
    reading = client
      .request(authEndpoints.me.method, authEndpoints.me.path)
      .then(
        (answer) => {
          const user = parseSessionUser(answer);
          const current = auth.getSnapshot().user;
          if (user && current && user.id === current.id && !sameUser(user, current)) {
            auth.updateUser(user);
          }
        },
        () => {},
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return () => {
    if (reading) return reading;
    const wait = lastRead + REREAD_USER_INTERVAL_MS - scheduler.now();
    if (wait <= 0) return read();
    later ??= new Promise<void>((resolve) => {
      scheduler.setTimeout(() => {
        later = null;
        read().then(resolve);
      }, wait);
    });
    return later;
  };
}

import type { SessionUser } from '@console/contract';
import { authEndpoints } from '@console/contract/constants';
import { parseSessionUser } from '../api/answers';
import type { ApiClient } from '../api/client';
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
 * now, e.g. after a 403: another admin may have changed them. One read at a time, and none within
 * `REREAD_USER_INTERVAL_MS` of the last; a failed read changes nothing.
 */
export function createUserRereader({
  client,
  auth,
  now,
}: {
  client: Pick<ApiClient, 'request'>;
  auth: Pick<AuthStore, 'getSnapshot' | 'updateUser'>;
  now: () => number;
}): () => Promise<void> {
  let reading: Promise<void> | null = null;
  let lastRead = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (reading) return reading;
    if (at - lastRead < REREAD_USER_INTERVAL_MS) return Promise.resolve();
    lastRead = at;
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
  };
}

import type { SessionUser } from '@console/contract';
import { authEndpoints } from '@console/contract/constants';
import { parseSessionUser } from '../api/answers';
import type { ApiClient } from '../api/client';
import type { Scheduler } from '../scheduler';
import type { AuthStore } from './auth-store';

/** How often the shell's reads without a refusal may ask the server for the admin's rights. */
export const REREAD_USER_INTERVAL_MS = 10_000;

const sameUser = (a: SessionUser, b: SessionUser) =>
  a.name === b.name &&
  a.username === b.username &&
  a.isSuperUser === b.isSuperUser &&
  a.permissions.length === b.permissions.length &&
  a.permissions.every((permission) => b.permissions.includes(permission));

/**
 * Reads the signed-in admin again from the server (`/auth/me`) and takes their rights as they are
 * now: another admin may have changed them. Nothing is read once nobody is signed in; a failed
 * read changes nothing. One read at a time.
 *
 * A refusal (a 403, with the time its request was sent) is answered by a read begun after that
 * request left, at once: the read in flight if it began later (a page's several refused queries
 * share one) or the last one answered if it did, else a new one, right after the one in flight if that began earlier. Once it is
 * done the page can tell a right taken away (the menu and the guard follow) from a server that
 * refuses what `/auth/me` still grants. A read asked for without a refusal (the shell's, as it
 * shows a session) is made at most once per `REREAD_USER_INTERVAL_MS`: one asked for sooner is
 * made once that interval has passed.
 */
export function createUserRereader({
  client,
  auth,
  scheduler,
}: {
  client: Pick<ApiClient, 'request'>;
  auth: Pick<AuthStore, 'getSnapshot' | 'updateUser'>;
  scheduler: Pick<Scheduler, 'now' | 'setTimeout'>;
}): (refusedSentAt?: number) => Promise<void> {
  let reading: { startedAt: number; done: Promise<void> } | null = null;
  /** The read queued behind one in flight that began before a refused request left. */
  let next: Promise<void> | null = null;
  let later: Promise<void> | null = null;
  let lastRead = Number.NEGATIVE_INFINITY;
  /** When the last read that got an answer began. */
  let lastAnswered = Number.NEGATIVE_INFINITY;

  function read(): Promise<void> {
    if (!auth.getSnapshot().user) return Promise.resolve();
    const startedAt = scheduler.now();
    lastRead = startedAt;
    const done = client
      .request(authEndpoints.me.method, authEndpoints.me.path)
      .then(
        (answer) => {
          lastAnswered = Math.max(lastAnswered, startedAt);
          const user = parseSessionUser(answer);
          const current = auth.getSnapshot().user;
          if (user && current && user.id === current.id && !sameUser(user, current)) {
            auth.updateUser(user);
          }
        },
        () => {},
      )
      .finally(() => {
        if (reading?.done === done) reading = null;
      });
    reading = { startedAt, done };
    return done;
  }

  function readAfterRefusal(sentAt: number): Promise<void> {
    if (!reading) return lastAnswered > sentAt ? Promise.resolve() : read();
    if (reading.startedAt > sentAt) return reading.done;
    next ??= reading.done.then(() => {
      next = null;
      return reading ? reading.done : read();
    });
    return next;
  }

  return (refusedSentAt) => {
    if (refusedSentAt !== undefined) return readAfterRefusal(refusedSentAt);
    if (reading) return reading.done;
    const wait = lastRead + REREAD_USER_INTERVAL_MS - scheduler.now();
    if (wait <= 0) return read();
    later ??= new Promise<void>((resolve) => {
      scheduler.setTimeout(() => {
        later = null;
        (reading ? reading.done : read()).then(resolve);
      }, wait);
    });
    return later;
  };
}

import type { SessionUser } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemScheduler } from '../scheduler';
import { adminUser } from '../test-support';
import { createUserRereader, REREAD_USER_INTERVAL_MS } from './user-rereader';

function setup(answer: () => Promise<unknown>) {
  let user: SessionUser | null = adminUser;
  const updateUser = vi.fn((changes: Partial<SessionUser>) => {
    user = user ? { ...user, ...changes } : null;
  });
  const request = vi.fn(answer);
  const reread = createUserRereader({
    client: { request } as never,
    auth: { getSnapshot: () => ({ user }) as never, updateUser },
    scheduler: systemScheduler,
  });
  return {
    reread,
    request,
    updateUser,
    signOut: () => {
      user = null;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createUserRereader', () => {
  it('takes changed rights; a burst of refusals joins the read in flight', async () => {
    const demoted = { ...adminUser, permissions: ['goals:read'] };
    const { reread, request, updateUser } = setup(async () => demoted);
    await Promise.all([reread(), reread(), reread()]);
    expect(request).toHaveBeenCalledOnce();
    expect(updateUser).toHaveBeenCalledWith(demoted);
  });

  it('makes a read asked for within the interval once it has passed, not never', async () => {
    let rights: SessionUser = adminUser;
    const { reread, request, updateUser } = setup(async () => rights);
    await reread();
    expect(request).toHaveBeenCalledOnce();

    // Seconds later another admin takes a right away, and a request is refused.
    await vi.advanceTimersByTimeAsync(4_000);
    rights = { ...adminUser, permissions: ['goals:read'] };
    let done = false;
    const asked = reread().then(() => {
      done = true;
    });
    const askedAgain = reread();
    await vi.advanceTimersByTimeAsync(REREAD_USER_INTERVAL_MS - 4_000 - 1);
    expect(request).toHaveBeenCalledOnce();
    expect(done).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([asked, askedAgain]);
    expect(request).toHaveBeenCalledTimes(2);
    expect(updateUser).toHaveBeenCalledWith(rights);

    // The same rights again: nothing to take.
    await vi.advanceTimersByTimeAsync(REREAD_USER_INTERVAL_MS);
    await reread();
    expect(request).toHaveBeenCalledTimes(3);
    expect(updateUser).toHaveBeenCalledOnce();
  });

  it('reads nothing once nobody is signed in', async () => {
    const { reread, request, signOut } = setup(async () => adminUser);
    await reread();
    const asked = reread();
    signOut();
    await vi.advanceTimersByTimeAsync(REREAD_USER_INTERVAL_MS);
    await asked;
    expect(request).toHaveBeenCalledOnce();
  });

  it('changes nothing when the read fails or answers another admin', async () => {
    const failing = setup(async () => {
      throw new Error('offline');
    });
    await failing.reread();
    expect(failing.updateUser).not.toHaveBeenCalled();
    const other = setup(async () => ({ ...adminUser, id: adminUser.id + 1, isSuperUser: true }));
    await other.reread();
    expect(other.updateUser).not.toHaveBeenCalled();
  });
});

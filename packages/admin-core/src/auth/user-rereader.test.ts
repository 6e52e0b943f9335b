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

  it('answers a refusal with a read at once, even within the interval', async () => {
    let rights: SessionUser = adminUser;
    const { reread, request, updateUser } = setup(async () => rights);
    // The shell read the rights as it started; two seconds later another admin takes one away.
    await reread();
    await vi.advanceTimersByTimeAsync(2_000);
    rights = { ...adminUser, permissions: ['users:read'] };
    const sentAt = Date.now();
    await vi.advanceTimersByTimeAsync(50);
    await reread(sentAt);
    expect(request).toHaveBeenCalledTimes(2);
    expect(updateUser).toHaveBeenCalledWith(rights);
    // Another refusal of a request sent before that read began: the read already answers it.
    await reread(sentAt);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('joins a refusal to the read in flight only if it began after the refused request left', async () => {
    const answers: Array<(user: SessionUser) => void> = [];
    const { reread, request, updateUser } = setup(
      () => new Promise<unknown>((resolve) => answers.push(resolve)),
    );
    const shellRead = reread();
    await vi.advanceTimersByTimeAsync(10);
    // Refused after the shell's read began: it may not have seen the change, so one more read.
    const sentAt = Date.now();
    await vi.advanceTimersByTimeAsync(10);
    const first = reread(sentAt);
    const second = reread(sentAt);
    expect(request).toHaveBeenCalledOnce();
    const demoted = { ...adminUser, permissions: [] };
    answers[0]?.(adminUser);
    await shellRead;
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
    // A refusal of a request sent before this second read began joins it.
    const third = reread(sentAt);
    expect(request).toHaveBeenCalledTimes(2);
    answers[1]?.(demoted);
    await Promise.all([first, second, third]);
    expect(updateUser).toHaveBeenCalledWith(demoted);
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

import type { SessionUser } from '@console/contract';
import { describe, expect, it, vi } from 'vitest';
import { adminUser } from '../test-support';
import { createUserRereader, REREAD_USER_INTERVAL_MS } from './user-rereader';

function setup(answer: () => Promise<unknown>) {
  let clock = 0;
  let user: SessionUser | null = adminUser;
  const updateUser = vi.fn((changes: Partial<SessionUser>) => {
    user = user ? { ...user, ...changes } : null;
  });
  const request = vi.fn(answer);
  const reread = createUserRereader({
    client: { request } as never,
    auth: { getSnapshot: () => ({ user }) as never, updateUser },
    now: () => clock,
  });
  return { reread, request, updateUser, advance: (ms: number) => (clock += ms) };
}

describe('createUserRereader', () => {
  it('takes changed rights, once per interval, one read at a time', async () => {
    const demoted = { ...adminUser, permissions: ['goals:read'] };
    const { reread, request, updateUser, advance } = setup(async () => demoted);
    await Promise.all([reread(), reread()]);
    expect(request).toHaveBeenCalledOnce();
    expect(updateUser).toHaveBeenCalledWith(demoted);
    await reread();
    expect(request).toHaveBeenCalledOnce();
    advance(REREAD_USER_INTERVAL_MS);
    await reread();
    expect(request).toHaveBeenCalledTimes(2);
    // The same rights again: nothing to take.
    expect(updateUser).toHaveBeenCalledOnce();
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

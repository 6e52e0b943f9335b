import type { SecurityEvent } from '@console/contract';
import { describe, expect, it } from 'vitest';
import operations from '../../locales/en-US/operations.json';
import { testI18n } from '../../test-support';
import { securityEventAdmin, securityEventDetail } from './security-log';

const event = (overrides: Partial<SecurityEvent>): SecurityEvent => ({
  id: 1,
  type: 'sessions.revoked',
  adminUserId: null,
  username: null,
  ip: '127.0.0.1',
  userAgent: null,
  details: null,
  at: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe("the security log's Admin column", () => {
  it('says a restore ended every admin’s sessions, and who restored', async () => {
    const t = (await testI18n({ operations })).getFixedT('en-US', 'operations');
    const restore = { by: 1, reason: 'restore', revokedSessions: 3 };
    expect(securityEventAdmin(event({ username: 'alice', details: restore }), t)).toBe(
      'Every admin (restore by alice)',
    );
    // Recorded before the username was kept: the restoring admin's id at the time.
    expect(securityEventAdmin(event({ details: restore }), t)).toBe('Every admin (restore by #1)');
    // Another admin's deactivation ended that admin's sessions: the column names them.
    expect(
      securityEventAdmin(
        event({ adminUserId: 4, username: 'bob', details: { by: 1, reason: 'deactivated' } }),
        t,
      ),
    ).toBe('bob');
    expect(securityEventAdmin(event({ type: 'login.failed', username: 'ghost' }), t)).toBe('ghost');
  });
});

describe("the security log's Details column", () => {
  it('says who did it to the admin and why, why a sign-in failed, and what a password change ended', async () => {
    const t = (await testI18n({ operations })).getFixedT('en-US', 'operations');
    const detail = (overrides: Partial<SecurityEvent>) => securityEventDetail(event(overrides), t);
    const byRoot = { by: 1, byUsername: 'root' };
    expect(detail({ type: 'password.reset', details: { ...byRoot, revokedSessions: 2 } })).toBe(
      'By root',
    );
    expect(detail({ details: { ...byRoot, reason: 'deactivated', revokedSessions: 1 } })).toBe(
      'Account deactivated by root',
    );
    expect(detail({ details: { ...byRoot, reason: 'lost laptop', revokedSessions: 1 } })).toBe(
      'By root: lost laptop',
    );
    expect(detail({ details: { ...byRoot, reason: null, revokedSessions: 1 } })).toBe('By root');
    // Recorded before the username was kept: the id of the admin who did it.
    expect(detail({ type: 'password.reset', details: { by: 7, revokedSessions: 0 } })).toBe(
      'By #7',
    );
    expect(detail({ details: { ...byRoot, reason: 'restore', revokedSessions: 3 } })).toBe(
      'Backup restored',
    );
    expect(detail({ type: 'login.failed', details: { reason: 'wrongPassword' } })).toBe(
      'Wrong password',
    );
    expect(detail({ type: 'login.failed', details: { reason: 'something else' } })).toBeNull();
    expect(detail({ type: 'login.rateLimited', details: { retryAfterSeconds: 1200 } })).toBe(
      'Sign-ins paused for 1,200 s',
    );
    expect(detail({ type: 'password.changed', details: { revokedSessions: 1 } })).toBe(
      '1 other session ended',
    );
    expect(detail({ type: 'password.changed', details: { revokedSessions: 3 } })).toBe(
      '3 other sessions ended',
    );
    // Details a restored backup may hold in any shape say nothing rather than something wrong.
    expect(detail({ type: 'password.reset', details: { by: 'x', byUsername: 5 } })).toBeNull();
    expect(detail({ type: 'login.succeeded', details: { sessionId: 'abc' } })).toBeNull();
    expect(detail({ details: null })).toBeNull();
  });
});

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
    const restore = { by: 1, cause: 'restore', revokedSessions: 3 };
    expect(securityEventAdmin(event({ username: 'alice', details: restore }), t)).toBe(
      'Every admin (restore by alice)',
    );
    // Recorded before the username was kept: the restoring admin's id at the time.
    expect(securityEventAdmin(event({ details: restore }), t)).toBe('Every admin (restore by #1)');
    // Recorded before the cause was kept apart from a typed reason.
    expect(
      securityEventAdmin(event({ username: 'alice', details: { by: 1, reason: 'restore' } }), t),
    ).toBe('Every admin (restore by alice)');
    // Another admin's deactivation ended that admin's sessions: the column names them.
    expect(
      securityEventAdmin(
        event({ adminUserId: 4, username: 'bob', details: { by: 1, cause: 'deactivated' } }),
        t,
      ),
    ).toBe('bob');
    expect(securityEventAdmin(event({ type: 'login.failed', username: 'ghost' }), t)).toBe('ghost');
  });
});

describe("the security log's Details column", () => {
  it('says who did it to the admin, what caused it, the reason typed and the sessions ended', async () => {
    const t = (await testI18n({ operations })).getFixedT('en-US', 'operations');
    const detail = (overrides: Partial<SecurityEvent>) => securityEventDetail(event(overrides), t);
    const byRoot = { by: 1, byUsername: 'root' };
    expect(
      detail({
        type: 'password.reset',
        details: { ...byRoot, reason: 'forgot it', revokedSessions: 2 },
      }),
    ).toBe('By root · Reason: forgot it · 2 sessions ended');
    expect(
      detail({
        details: { ...byRoot, cause: 'deactivated', reason: 'left the team', revokedSessions: 1 },
      }),
    ).toBe('Account deactivated by root · Reason: left the team · 1 session ended');
    // A typed reason that happens to name a cause is still only the reason.
    expect(
      detail({ details: { ...byRoot, reason: 'deactivated', revokedSessions: 1, cause: null } }),
    ).toBe('By root · Reason: deactivated · 1 session ended');
    expect(detail({ details: { ...byRoot, reason: null, revokedSessions: 0 } })).toBe(
      'By root · 0 sessions ended',
    );
    expect(detail({ details: { ...byRoot, cause: 'restore', revokedSessions: 3 } })).toBe(
      'Backup restored · 3 sessions ended',
    );
    // Rows recorded before the cause was kept apart: the cause was in `reason`, the actor an id.
    expect(detail({ type: 'password.reset', details: { by: 7, revokedSessions: 0 } })).toBe(
      'By #7 · 0 sessions ended',
    );
    expect(detail({ details: { by: 7, reason: 'deactivated' } })).toBe('Account deactivated by #7');
    expect(detail({ details: { by: 1, reason: 'restore', revokedSessions: 3 } })).toBe(
      'Backup restored · 3 sessions ended',
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

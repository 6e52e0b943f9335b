import type { SecurityEvent } from '@console/contract';
import { describe, expect, it } from 'vitest';
import operations from '../../locales/en-US/operations.json';
import { testI18n } from '../../test-support';
import { securityEventAdmin } from './security-log';

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

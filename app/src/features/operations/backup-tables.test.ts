import { describe, expect, it } from 'vitest';
import germanOperations from '../../locales/de-DE/operations.json';
import operations from '../../locales/en-US/operations.json';
import { testI18n } from '../../test-support';
import { tableLabel } from './backup';

describe("a restore's tables", () => {
  it('are named in the admin’s language; a table this console does not know keeps its name', async () => {
    const i18n = await testI18n({ operations });
    const t = i18n.getFixedT('en-US', 'operations');
    expect(tableLabel('admin_users', t)).toBe('Admin users');
    expect(tableLabel('telegram_user_logs', t)).toBe('Telegram activity log');
    expect(tableLabel('a_newer_table', t)).toBe('a_newer_table');
    expect(Object.keys(germanOperations.backup.restore.tables)).toEqual(
      Object.keys(operations.backup.restore.tables),
    );
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { weakPasswordMessage } from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSuperAdmin, generatedPasswordNotice } from '../src/auth/bootstrap';
import { verifyPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import { adminUsers } from '../src/db/schema';
import { createTestServer, type TestServer, testDatabases } from './harness';

describe.each(testDatabases())('first super admin ($name)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ database });
  });
  afterAll(() => server.close());

  it('generates a strong password once for an empty database, then leaves it alone', async () => {
    const first = await ensureSuperAdmin(server.db, { consoleAdmin: undefined });
    if (first.kind !== 'generated')
      throw new Error(`expected a generated admin, got ${first.kind}`);
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    const [admin] = await server.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, 'admin'));
    expect(admin).toMatchObject({ isSuperUser: true, isActive: true });
    expect(await verifyPassword(admin?.passwordHash ?? '', first.password)).toBe(true);
    expect(generatedPasswordNotice(first.username, first.password)).toContain(first.password);

    expect((await ensureSuperAdmin(server.db, { consoleAdmin: undefined })).kind).toBe('existing');
  });

  it('creates the configured admin when that username is free, and only then', async () => {
    const consoleAdmin = { username: 'Owner', password: 'Heron-Quarry-31' };
    expect((await ensureSuperAdmin(server.db, { consoleAdmin })).kind).toBe('fromEnvironment');
    const again = await ensureSuperAdmin(server.db, {
      consoleAdmin: { username: 'owner', password: 'a-different-password' },
    });
    expect(again.kind).toBe('existing');
    const login = await server.request('POST', '/auth/login', {
      body: { username: 'owner', password: 'Heron-Quarry-31' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses to start with a username or password the console would refuse, naming the variable', async () => {
    const start = (username: string, password: string) =>
      ensureSuperAdmin(server.db, { consoleAdmin: { username, password } });
    await expect(start('qa', 'qa-Password-1')).rejects.toThrow(
      /CONSOLE_ADMIN_USERNAME "qa": Too small: expected string to have >=3 characters/,
    );
    await expect(start('q a!', 'qa-Password-1')).rejects.toThrow(
      /CONSOLE_ADMIN_USERNAME "q a!": Invalid format/,
    );
    await expect(start('quality', 'password')).rejects.toThrow(
      `CONSOLE_ADMIN_PASSWORD: ${weakPasswordMessage}`,
    );
    // Strong on its own, but it leans on the username.
    await expect(start('quality', 'Quality-Admin-26')).rejects.toThrow(
      `CONSOLE_ADMIN_PASSWORD: ${weakPasswordMessage}`,
    );
    const shortPassword = start('quality', 'pw-9');
    await expect(shortPassword).rejects.toThrow(/CONSOLE_ADMIN_PASSWORD: Too small/);
    await expect(shortPassword).rejects.toThrow(/unset both variables/);
    // The password itself is never printed.
    await expect(shortPassword).rejects.not.toThrow(/pw-9/);
    const created = await server.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(inArray(adminUsers.username, ['qa', 'q a!', 'quality']));
    expect(created).toEqual([]);
  });
});

describe('configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('persists a generated JWT secret in the data directory', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim().length).toBeGreaterThan(
      40,
    );
    expect(first.apiPrefix).toBe('/api/admin');
    expect(first.port).toBe(3000);
  });

  it('rejects bad values instead of guessing', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, CONSOLE_ADMIN_USERNAME: 'solo' })).toThrow(
      /together/,
    );
  });
});

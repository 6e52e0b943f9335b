import { API_PREFIX } from '@console/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db';
import { adminUsers } from '../src/db/schema';

export interface BenchServer {
  /** `http://127.0.0.1:<port>/api/admin` */
  readonly baseUrl: string;
  /** An access token of a super admin made for this run. */
  readonly token: string;
  /** Stops the server and removes the run's admin. */
  close(): Promise<void>;
}

/**
 * The real HTTP server (no logging) on a random local port over `database`, signed in as a super
 * admin created for this run, as the benches need it.
 */
export async function startBenchServer(
  database: DatabaseHandle,
  options: { dataDir: string; databaseUrl: string | undefined; name: string },
): Promise<BenchServer> {
  const username = `${options.name}_${process.pid}`;
  const password = `${options.name}-password-1`;
  await database.db.insert(adminUsers).values({
    name: 'Bench',
    username,
    passwordHash: await hashPassword(password),
    isSuperUser: true,
  });
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: options.dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: options.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    apiPrefix: API_PREFIX,
    seedDemoData: false,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}${API_PREFIX}`;
  const answer = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!answer.ok) throw new Error(`bench sign-in failed: HTTP ${answer.status}`);
  const login = (await answer.json()) as { data: { token: string } };
  return {
    baseUrl,
    token: login.data.token,
    async close() {
      await app.close();
      await database.db.delete(adminUsers).where(eq(adminUsers.username, username));
    },
  };
}

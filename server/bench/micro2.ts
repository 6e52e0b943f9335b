import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../src/db';
import { telegramUserLogs } from '../src/db/schema';
import { logColumns } from '../src/resources/telegram-users/service';
const median = async (n: number, f: () => unknown) => {
  for (let i = 0; i < 50; i++) await f();
  const s: number[] = [];
  for (let i = 0; i < n; i++) { const t = process.hrtime.bigint(); await f(); s.push(Number(process.hrtime.bigint() - t) / 1e3); }
  s.sort((a, b) => a - b);
  return s[Math.floor(n / 2)]!.toFixed(1).padStart(8) + ' µs';
};
const N = 1000;
const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const db = database.db;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const logQ = () => db.select(logColumns).from(telegramUserLogs).where(and(eq(telegramUserLogs.telegramUserId, 7920))).orderBy(desc(telegramUserLogs.createdAt), desc(telegramUserLogs.id)).limit(51);
const lb = logQ().toSQL();
console.log(lb.sql);
for (let k = 0; k < 2; k++) {
console.log('logs build            ', await median(N, () => logQ().toSQL()));
console.log('logs via drizzle      ', await median(N, () => logQ()));
console.log('logs raw pg           ', await median(N, () => pool.query({ text: lb.sql, values: lb.params })));
console.log('logs raw pg array     ', await median(N, () => pool.query({ text: lb.sql, values: lb.params, rowMode: 'array' })));
const prepared = logQ().prepare('x');
console.log('logs drizzle prepared ', await median(N, () => prepared.execute()));
}
await pool.end(); await database.close();

import { sql } from 'drizzle-orm';
import type { Database } from '../src/db';
import { backupTables } from '../src/operations/backup';

/**
 * Every backed-up table's rows as sorted JSON texts (the audit rows and session security events of
 * restores left out).
 */
export async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of backupTables()) {
    const rows = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    result[table.name] = rows.rows
      .map((entry) => entry.row)
      .filter((row) => !row.includes('"action":"restore"') && !/"cause": ?"restore"/.test(row));
  }
  return result;
}

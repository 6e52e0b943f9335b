import { personName } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import type { Database } from '..';
import { type CodePointRange, personNameCodePoints } from '../code-point-ranges';
import {
  CJK_NAME_CODE_POINTS,
  NAME_CODE_POINTS_UNICODE,
  TRIMMED_CODE_POINTS,
} from './name-code-points';
import {
  CJK_NAME_PATTERN,
  personNameKey,
  TRIMMED_CHARACTER_PATTERN,
  TRIMMED_CHARACTERS,
} from './person-name';
import { telegramUsers } from './telegram-users';

const derived = personNameCodePoints();

describe('the code points personNameKey lists', () => {
  it("are the ones this engine's isCjkText and trim use", () => {
    const regenerate = `name-code-points.ts (Unicode ${NAME_CODE_POINTS_UNICODE}) no longer matches this engine (Unicode ${process.versions.unicode}): run \`npx tsx src/db/code-point-ranges-cli.ts\` in server/ and add a migration rebuilding telegram_users_name_sort_idx`;
    expect(CJK_NAME_CODE_POINTS, regenerate).toEqual(derived.cjk);
    expect(TRIMMED_CODE_POINTS, regenerate).toEqual(derived.trimmed);
  });
});

const rowsOf = async <Row>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The runs of code points (no NUL, no surrogates: `chr` refuses them) whose character passes `test`. */
const sqlCodePointRanges = async (db: Database, test: SQL): Promise<CodePointRange[]> => {
  const rows = await rowsOf<{ first: number; last: number }>(
    db,
    sql`select min(code_point)::int as first, max(code_point)::int as last
      from (
        select code_point, code_point - row_number() over (order by code_point) as run
        from generate_series(1, 1114111) as code_point
        where (code_point < 55296 or code_point > 57343) and ${test}
      ) as matching
      group by run
      order by first`,
  );
  return rows.map(({ first, last }) => [first, last]);
};

describe.each(testDatabases())('personNameKey in SQL ($name)', (database) => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await createTestServer({ database });
    db = server.db;
  });
  afterAll(() => server.close());

  it('reads the same characters as CJK as isCjkText, on every code point', {
    timeout: 60_000,
  }, async () => {
    expect(await sqlCodePointRanges(db, sql`chr(code_point) ~ ${CJK_NAME_PATTERN}`)).toEqual(
      derived.cjk,
    );
  });

  it('trims, and looks for, the same characters as String.prototype.trim, on every code point', {
    timeout: 60_000,
  }, async () => {
    expect(
      await sqlCodePointRanges(db, sql`btrim(chr(code_point), ${TRIMMED_CHARACTERS}) = ''`),
    ).toEqual(derived.trimmed);
    expect(
      await sqlCodePointRanges(db, sql`chr(code_point) ~ ${TRIMMED_CHARACTER_PATTERN}`),
    ).toEqual(derived.trimmed);
  });

  it('is the name personName shows, in lower case', async () => {
    const names: [firstName: string, lastName: string | null][] = [
      ['娟', '赵'],
      ['結衣', '佐藤'],
      ['민준', '김'],
      ['ゆい', 'サトウ'],
      ['Anna', 'Karenina'],
      ['Анна', 'Каренина'],
      ['Juan', '赵'],
      ['娟', 'Smith'],
      ['赵1', '娟'],
      [' 花子\u3000', '\t田中 '],
      ['花子', '田中\u3000'],
      ['Mary Ann', 'Smith'],
      ['Anna', ' Smith'],
      ['娟 娟', '赵'],
      ['\ufeffAnna\u2028', ' B '],
      ['Ola', null],
      ['Ola', ''],
      ['Ola', ' \u00a0'],
      ['', '赵'],
      ['  ', 'Smith'],
      ['赵娟', null],
      ['', null],
    ];
    const rows = await db
      .insert(telegramUsers)
      .values(
        names.map(([firstName, lastName], index) => ({
          telegramId: BigInt(index + 1),
          firstName,
          lastName,
        })),
      )
      .returning({ id: telegramUsers.id });
    const keys = await rowsOf<{ id: number; key: string }>(
      db,
      sql`select ${telegramUsers.id} as id, ${personNameKey(telegramUsers.firstName, telegramUsers.lastName)} as key
        from ${telegramUsers} order by ${telegramUsers.id}`,
    );
    const expected = await Promise.all(
      names.map(async ([firstName, lastName], index) => {
        // Lower-cased by the database too: only the assembly of the name is under test.
        const [row] = await rowsOf<{ key: string }>(
          db,
          sql`select lower(${personName(firstName, lastName)}) as key`,
        );
        return { id: rows[index]?.id, key: row?.key };
      }),
    );
    expect(keys).toEqual(expected);
    expect(keys.slice(0, 3).map((row) => row.key)).toEqual(['赵娟', '佐藤結衣', '김민준']);
  });
});

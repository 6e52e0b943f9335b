import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db';
import { clearDemoData, defaultSeedSizes, hasDemoData, type SeedSizes, seedDemo } from './demo';

const usage = `Usage: pnpm seed [--goals N] [--levels N] [--faq N] [--users N] [--telegram-users N] [--logs N] [--reset]

Fills the database named by DATABASE_URL (or the embedded PGlite under DATA_DIR) with demo data.
Defaults: ${Object.entries(defaultSeedSizes)
  .map(([name, value]) => `${name} ${value}`)
  .join(', ')}.
--users is the app users; --telegram-users the messaging-app users; --logs their activity logs.
--reset empties the demo tables first (the audit trail and admin users stay).`;

const sizeOptions = {
  goals: 'goals',
  levels: 'levels',
  faq: 'faq',
  users: 'appUsers',
  'telegram-users': 'telegramUsers',
  logs: 'logs',
} as const satisfies Record<string, keyof SeedSizes>;

function parseSizes(values: Record<string, string | boolean | undefined>): Partial<SeedSizes> {
  const sizes: Partial<Record<keyof SeedSizes, number>> = {};
  for (const [flag, key] of Object.entries(sizeOptions)) {
    const raw = values[flag];
    if (raw === undefined) continue;
    const value = Number(raw);
    if (typeof raw !== 'string' || !/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
      throw new Error(`--${flag} needs a whole number, got "${String(raw)}"`);
    }
    sizes[key] = value;
  }
  return sizes;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        Object.keys(sizeOptions).map((flag) => [flag, { type: 'string' as const }]),
      ),
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const sizes = parseSizes(values);
  const config = loadConfig();
  const database = await createDatabase({ ...config, maxConnections: 2 });
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    await database.migrate();
    if (await hasDemoData(database.db)) {
      if (!values.reset) {
        process.stderr.write(
          'The database already holds demo data. Run again with --reset to replace it.\n',
        );
        return 1;
      }
      process.stdout.write('clearing the demo tables\n');
      await clearDemoData(database.db);
    }
    process.stdout.write(`seeding ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}\n`);
    const report = await seedDemo(database.db, sizes, {
      onProgress: (message) => process.stdout.write(`[${elapsed()}] ${message}\n`),
      chunkRows: database.kind === 'postgres' ? 250_000 : 50_000,
    });
    process.stdout.write(
      `done in ${elapsed()}: ${Object.entries(report.sizes)
        .map(([name, value]) => `${name} ${value.toLocaleString('en-US')}`)
        .join(
          ', ',
        )}, challenges ${report.challenges}, challenge progress ${report.challengeProgress.toLocaleString('en-US')}\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    process.stderr.write(`seed failed: ${cause ?? message}\n`);
    process.exit(1);
  },
);

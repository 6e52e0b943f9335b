import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { type BootstrapOutcome, ensureSuperAdmin } from './auth/bootstrap';
import type { ServerConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db';
import { hasDemoData, seedDemo } from './seed/demo';

export interface StartedServer {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly bootstrap: BootstrapOutcome;
}

/**
 * Opens the database, applies migrations, makes sure a super admin exists, builds the app and,
 * on the first start of an empty database, seeds the demo data (`SEED_DEMO_DATA=false` skips it).
 * Closing the app finishes in-flight requests and then closes the database.
 */
export async function prepareServer(
  config: ServerConfig,
  logger: FastifyServerOptions['logger'],
): Promise<StartedServer> {
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const bootstrap = await ensureSuperAdmin(database.db, config);
    const app = await buildApp({ config, database, logger });
    const firstStart = bootstrap.kind !== 'existing';
    if (config.seedDemoData && firstStart && !(await hasDemoData(database.db))) {
      const report = await seedDemo(database.db);
      app.log.info({ seed: report }, 'demo data seeded on first start');
    }
    app.addHook('onClose', async () => {
      await database.close();
    });
    return { app, database, bootstrap };
  } catch (error) {
    await database.close();
    throw error;
  }
}

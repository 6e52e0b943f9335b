import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { type BootstrapOutcome, ensureSuperAdmin } from './auth/bootstrap';
import type { ServerConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db';

export interface StartedServer {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly bootstrap: BootstrapOutcome;
}

/**
 * Opens the database, applies migrations, makes sure a super admin exists and builds the app.
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
    app.addHook('onClose', async () => {
      await database.close();
    });
    return { app, database, bootstrap };
  } catch (error) {
    await database.close();
    throw error;
  }
}

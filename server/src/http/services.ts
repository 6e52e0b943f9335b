import type { LoginThrottle, RateLimitStore } from '../auth/rate-limit';
import type { ServerConfig } from '../config';
import type { Database, DatabaseHandle } from '../db';
import type { Actor } from './authenticate';

/** What every route handler can reach; decorated on the Fastify instance as `app.services`. */
export interface AppServices {
  readonly config: ServerConfig;
  readonly database: DatabaseHandle;
  readonly db: Database;
  readonly rateLimitStore: RateLimitStore;
  readonly loginThrottle: LoginThrottle;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    /** The signed-in admin, set for every route that is not public. */
    actor: Actor | null;
    /** The session (refresh-token family) the access token belongs to. */
    sessionId: string | null;
  }
}

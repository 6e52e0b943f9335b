/**
 * Development-only token helpers on `window` (the specification's diagnostics). The session
 * installs them behind `import.meta.env.DEV`, so production builds drop this whole module; nothing
 * here may be exported from the package entry points.
 */
import { authRoutes } from '@console/contract';
import type { ApiClient, Logger } from './api/client';
import { isApiError } from './api/errors';
import type { SessionStorage } from './auth/session-storage';
import { parseAccessToken } from './token';

export const DIAGNOSTIC_MESSAGES = {
  noAccessToken: 'No access token found',
  tokenExpired: 'Token is expired',
  authenticationFailed: 'Authentication failed (401)',
} as const;

export const DIAGNOSTICS_GLOBAL = '__adminTokenDiagnostics';

/** Never the token itself: its first characters (the JWT header) and its length. */
export const redactToken = (token: string): string =>
  `${token.slice(0, 6)}…(${token.length} chars)`;

export type TokenReport =
  | { ok: false; message: string }
  | {
      ok: true;
      token: string;
      expiresAt: string;
      expiresInSeconds: number;
      subject: string | null;
    };

export interface TokenDiagnostics {
  checkToken(): TokenReport;
  testAuth(): Promise<boolean>;
}

export interface DiagnosticsOptions {
  session: SessionStorage;
  client: ApiClient;
  now: () => number;
  logger: Logger & { info(...args: unknown[]): void };
  target: object;
}

export function createTokenDiagnostics(options: DiagnosticsOptions): TokenDiagnostics {
  const { session, client, now, logger } = options;
  return {
    checkToken() {
      const token = session.getAccessToken();
      if (!token) {
        logger.warn(DIAGNOSTIC_MESSAGES.noAccessToken);
        return { ok: false, message: DIAGNOSTIC_MESSAGES.noAccessToken };
      }
      const claims = parseAccessToken(token);
      if (!claims || claims.exp * 1000 <= now()) {
        logger.warn(DIAGNOSTIC_MESSAGES.tokenExpired, redactToken(token));
        return { ok: false, message: DIAGNOSTIC_MESSAGES.tokenExpired };
      }
      const report = {
        ok: true as const,
        token: redactToken(token),
        expiresAt: new Date(claims.exp * 1000).toISOString(),
        expiresInSeconds: Math.round((claims.exp * 1000 - now()) / 1000),
        subject: typeof claims.sub === 'string' ? claims.sub : null,
      };
      logger.info('Access token', report);
      return report;
    },
    async testAuth() {
      try {
        const user = await client.call(authRoutes.me);
        logger.info('Authenticated as', user.username);
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          logger.error(DIAGNOSTIC_MESSAGES.authenticationFailed);
        } else {
          logger.error('Authentication check failed', error);
        }
        return false;
      }
    },
  };
}

/** Puts the helpers on `target` (the window); returns the function that removes them. */
export function installTokenDiagnostics(options: DiagnosticsOptions): () => void {
  const target = options.target as Record<string, unknown>;
  target[DIAGNOSTICS_GLOBAL] = createTokenDiagnostics(options);
  return () => {
    delete target[DIAGNOSTICS_GLOBAL];
  };
}

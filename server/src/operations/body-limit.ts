import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '../http/errors';

/**
 * Registers routes in their own encapsulated context whose JSON parser accepts up to `bytes`
 * (the server-wide limit stays as configured); a larger body answers `tooLarge(bytes)`, a 413
 * that names the limit. Every other error goes on to the server's error handler.
 */
export function withJsonBodyLimit(
  app: FastifyInstance,
  bytes: number,
  tooLarge: (bytes: number) => ApiError,
  register: (scoped: FastifyInstance) => void,
): void {
  app.register(async (scoped) => {
    // An error thrown here is handled by the server's own error handler.
    scoped.setErrorHandler((error: FastifyError) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge(bytes) : error;
    });
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: bytes },
      scoped.getDefaultJsonParser('error', 'error'),
    );
    register(scoped);
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * Registers routes in their own encapsulated context whose JSON parser accepts up to `bytes`
 * (the server-wide limit stays as configured); a larger body answers 413 PAYLOAD_TOO_LARGE.
 */
export function withJsonBodyLimit(
  app: FastifyInstance,
  bytes: number,
  register: (scoped: FastifyInstance) => void,
): void {
  app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: bytes },
      scoped.getDefaultJsonParser('error', 'error'),
    );
    register(scoped);
  });
}

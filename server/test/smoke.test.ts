import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from './harness';

describe.each(testDatabases())('server basics ($name)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ database });
  });
  afterAll(() => server.close());

  it('answers the health check after pinging the database', async () => {
    const response = await server.raw('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      data: { status: 'ok', database: server.database.kind },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.request('GET', '/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      message: 'Resource not found',
      code: 'NOT_FOUND',
    });
  });
});

import { authRoutes } from '@console/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api/client';
import { ApiError } from './api/errors';
import { createSessionStorage } from './auth/session-storage';
import { createTokenDiagnostics, installTokenDiagnostics, redactToken } from './diagnostics';
import { createMemoryStorage } from './storage';
import { adminUser, makeToken, tokenExpiringIn } from './test-support';

function setup(call: ApiClient['call'] = vi.fn()) {
  const session = createSessionStorage(createMemoryStorage());
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const client = { call } as unknown as ApiClient;
  const now = Date.UTC(2030, 0, 1);
  const target: Record<string, unknown> = {};
  const options = { session, client, logger, now: () => now, target };
  return { session, logger, now, target, options, diagnostics: createTokenDiagnostics(options) };
}

const printed = (logger: ReturnType<typeof setup>['logger']) =>
  JSON.stringify([logger.info.mock.calls, logger.warn.mock.calls, logger.error.mock.calls]);

describe('token diagnostics', () => {
  it('redacts tokens to a short prefix and the length', () => {
    const token = tokenExpiringIn(60);
    expect(redactToken(token)).toBe(`${token.slice(0, 6)}…(${token.length} chars)`);
  });

  it("reports 'No access token found'", () => {
    const { diagnostics, logger } = setup();
    expect(diagnostics.checkToken()).toEqual({ ok: false, message: 'No access token found' });
    expect(logger.warn).toHaveBeenCalledWith('No access token found');
  });

  it("reports 'Token is expired' for expired or unreadable tokens, without the token", () => {
    const { diagnostics, session, logger, now } = setup();
    const expired = tokenExpiringIn(-1, now);
    session.saveTokens({ accessToken: expired, refreshToken: 'r' });
    expect(diagnostics.checkToken()).toEqual({ ok: false, message: 'Token is expired' });
    session.saveTokens({ accessToken: 'garbage-token-value', refreshToken: 'r' });
    expect(diagnostics.checkToken()).toEqual({ ok: false, message: 'Token is expired' });
    expect(printed(logger)).not.toContain(expired.split('.')[1]);
    expect(printed(logger)).not.toContain('garbage-token-value');
  });

  it('describes a valid token with redacted fragments only', () => {
    const { diagnostics, session, logger, now } = setup();
    const token = makeToken({ exp: now / 1000 + 90, sub: '7' });
    session.saveTokens({ accessToken: token, refreshToken: 'refresh-secret' });
    expect(diagnostics.checkToken()).toEqual({
      ok: true,
      token: redactToken(token),
      expiresAt: new Date(now + 90_000).toISOString(),
      expiresInSeconds: 90,
      subject: '7',
    });
    const output = printed(logger);
    expect(output).not.toContain(token);
    expect(output).not.toContain(token.split('.')[1]);
    expect(output).not.toContain(token.split('.')[2]);
    expect(output).not.toContain('refresh-secret');
    session.saveTokens({ accessToken: makeToken({ exp: now / 1000 + 90 }), refreshToken: 'r' });
    expect(diagnostics.checkToken()).toMatchObject({ ok: true, subject: null });
  });

  it("tests the token against the API and reports 'Authentication failed (401)'", async () => {
    const call = vi.fn().mockResolvedValueOnce(adminUser);
    const { diagnostics, logger } = setup(call as unknown as ApiClient['call']);
    await expect(diagnostics.testAuth()).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith(authRoutes.me);
    expect(logger.info).toHaveBeenCalledWith('Authenticated as', 'ada');

    call.mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', status: 401 }));
    await expect(diagnostics.testAuth()).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Authentication failed (401)');

    call.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    await expect(diagnostics.testAuth()).resolves.toBe(false);
    expect(logger.error).toHaveBeenLastCalledWith(
      'Authentication check failed',
      expect.any(ApiError),
    );
  });

  it('installs on the target and removes itself', () => {
    const { options, target } = setup();
    const remove = installTokenDiagnostics(options);
    expect(target.__adminTokenDiagnostics).toEqual({
      checkToken: expect.any(Function),
      testAuth: expect.any(Function),
    });
    remove();
    expect('__adminTokenDiagnostics' in target).toBe(false);
  });
});

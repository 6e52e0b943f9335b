import { describe, expect, it } from 'vitest';
import { ApiError, errorKindOf, GENERIC_ERROR_MESSAGES, isApiError } from './errors';

describe('ApiError', () => {
  it('prefers an explicit message, then the server message, then the generic text', () => {
    expect(new ApiError({ kind: 'forbidden', message: 'm', serverMessage: 's' }).message).toBe('m');
    expect(new ApiError({ kind: 'forbidden', serverMessage: 's' }).message).toBe('s');
    expect(new ApiError({ kind: 'forbidden' }).message).toBe('Access forbidden');
  });

  it('uses the specification generic texts', () => {
    expect(GENERIC_ERROR_MESSAGES).toMatchObject({
      network: 'Network error occurred',
      timeout: 'Request timeout',
      server: 'Server error occurred',
      'not-found': 'Resource not found',
      unauthorized: 'Unauthorized access',
      forbidden: 'Access forbidden',
      validation: 'Validation error',
      'invalid-response': 'Unknown error occurred',
      conflict: 'An error occurred',
    });
  });

  it('is an Error with defaults and classification', () => {
    const error = new ApiError({ kind: 'conflict', status: 409 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(error).toMatchObject({ code: null, details: [], method: null, url: null });
    expect(error.isClientError).toBe(true);
    expect(error.isTransient).toBe(false);
    expect(new ApiError({ kind: 'network' }).isClientError).toBe(false);
    expect(new ApiError({ kind: 'server', status: 500 }).isClientError).toBe(false);
  });

  it('copies itself with another message', () => {
    const cause = new Error('root');
    const error = new ApiError({
      kind: 'validation',
      status: 400,
      code: 'VALIDATION_ERROR',
      details: [{ path: 'a', message: 'b' }],
      method: 'PUT',
      url: '/x',
      cause,
    });
    const copy = error.withMessage('Password change failed');
    expect(copy).toMatchObject({
      message: 'Password change failed',
      kind: 'validation',
      status: 400,
      code: 'VALIDATION_ERROR',
      details: [{ path: 'a', message: 'b' }],
      method: 'PUT',
      url: '/x',
    });
    expect(copy.cause).toBe(cause);
  });

  it('maps statuses without a code', () => {
    expect(
      [400, 422, 401, 403, 404, 409, 413, 429, 500, 503, 418].map((status) => errorKindOf(status)),
    ).toEqual([
      'validation',
      'validation',
      'unauthorized',
      'forbidden',
      'not-found',
      'conflict',
      'payload-too-large',
      'rate-limited',
      'server',
      'server',
      'bad-request',
    ]);
    expect(errorKindOf(401, 'TOKEN_EXPIRED')).toBe('unauthorized');
  });
});

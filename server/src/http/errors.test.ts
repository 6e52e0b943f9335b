import { describe, expect, it } from 'vitest';
import { rateLimited } from './errors';

describe('rateLimited', () => {
  it.each([
    [0.2, 'Too many attempts. Try again in 1 second.', '1'],
    [1, 'Too many attempts. Try again in 1 second.', '1'],
    [42.1, 'Too many attempts. Try again in 43 seconds.', '43'],
    [59, 'Too many attempts. Try again in 59 seconds.', '59'],
    [60, 'Too many attempts. Try again in 1 minute.', '60'],
    [61, 'Too many attempts. Try again in 2 minutes.', '61'],
    [879, 'Too many attempts. Try again in 15 minutes.', '879'],
    [900, 'Too many attempts. Try again in 15 minutes.', '900'],
  ])('says a wait of %s s as "%s" with Retry-After %s', (seconds, message, header) => {
    const error = rateLimited(seconds);
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe(message);
    expect(error.headers).toEqual({ 'retry-after': header });
    expect(error.toEnvelope().params).toEqual({ waitSeconds: Number(header) });
  });
});

import { describe, expect, it } from 'vitest';
import { LoginThrottle, MemoryRateLimitStore } from './rate-limit';

function throttleWithClock() {
  let now = 1_000_000;
  const clock = () => now;
  const throttle = new LoginThrottle(
    new MemoryRateLimitStore(clock),
    { windowMs: 60_000, maxFailuresPerUsername: 2, maxFailuresPerIp: 3 },
    clock,
  );
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('locks a username after its limit until the window ends', async () => {
    const { throttle, advance } = throttleWithClock();
    await throttle.recordFailure('1.1.1.1', 'Alice');
    expect(await throttle.retryAfterSeconds('1.1.1.1', 'alice')).toBeNull();
    await throttle.recordFailure('2.2.2.2', 'alice ');
    expect(await throttle.retryAfterSeconds('3.3.3.3', 'ALICE')).toBe(60);
    advance(45_000);
    expect(await throttle.retryAfterSeconds('3.3.3.3', 'alice')).toBe(15);
    advance(15_000);
    expect(await throttle.retryAfterSeconds('3.3.3.3', 'alice')).toBeNull();
  });

  it('locks an address across usernames', async () => {
    const { throttle } = throttleWithClock();
    for (const name of ['a', 'b', 'c']) await throttle.recordFailure('9.9.9.9', name);
    expect(await throttle.retryAfterSeconds('9.9.9.9', 'd')).toBe(60);
    expect(await throttle.retryAfterSeconds('8.8.8.8', 'd')).toBeNull();
  });

  it('a success clears the username count but not the address count', async () => {
    const { throttle } = throttleWithClock();
    await throttle.recordFailure('9.9.9.9', 'bob');
    await throttle.recordFailure('9.9.9.9', 'bob');
    await throttle.recordSuccess('bob');
    expect(await throttle.retryAfterSeconds('7.7.7.7', 'bob')).toBeNull();
    await throttle.recordFailure('9.9.9.9', 'carol');
    expect(await throttle.retryAfterSeconds('9.9.9.9', 'erin')).toBe(60);
  });
});

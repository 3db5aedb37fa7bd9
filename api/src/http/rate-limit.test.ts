import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  it('allows the limit per window, then says how long to wait, then allows again', () => {
    const clock = fixedClock('2025-01-06T15:00:00Z');
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 }, clock);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.hit('b')).toBe(0);
    clock.set('2025-01-06T15:00:45Z');
    expect(limiter.retryAfter('a')).toBe(15);
    clock.set('2025-01-06T15:01:00Z');
    expect(limiter.hit('a')).toBe(0);
  });

  it('can be reset for a key (a successful sign-in clears failures)', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, fixedClock('2025-01-06T15:00:00Z'));
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});

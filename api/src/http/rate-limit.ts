/**
 * In-memory fixed-window rate limiting per key (a client address, a username). One API process
 * serves the app, so memory is the right store; a multi-process deployment would move this to
 * the database. Limits answer 429 with Retry-After and a sentence a person can act on.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import { ApiFailure } from './errors.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Records a hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number;
  /** Seconds to wait before `key` may try again (0 when allowed), without recording a hit. */
  retryAfter(key: string): number;
  reset(key: string): void;
}

export function createRateLimiter(rule: RateLimitRule, clock: Clock): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const current = (key: string) => {
    const now = clock.now().getTime();
    const entry = windows.get(key);
    if (!entry || now - entry.startedAt >= rule.windowMs) return { startedAt: now, count: 0, now };
    return { ...entry, now };
  };
  const wait = (w: { startedAt: number; count: number; now: number }) =>
    w.count >= rule.limit ? Math.max(1, Math.ceil((w.startedAt + rule.windowMs - w.now) / 1000)) : 0;
  return {
    hit(key) {
      const w = current(key);
      const seconds = wait(w);
      if (seconds === 0) windows.set(key, { startedAt: w.startedAt, count: w.count + 1 });
      // Keep the map bounded: forget windows that have expired.
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (w.now - v.startedAt >= rule.windowMs) windows.delete(k);
      }
      return seconds;
    },
    retryAfter: (key) => wait(current(key)),
    reset: (key) => void windows.delete(key),
  };
}

export type ClientAddress = (c: Context) => string;

/** Middleware: limit requests per client address; over the limit → 429 with Retry-After. */
export function rateLimitByAddress(limiter: RateLimiter, address: ClientAddress, message: string): MiddlewareHandler {
  return async (c, next) => {
    const seconds = limiter.hit(address(c));
    if (seconds > 0) {
      c.header('Retry-After', String(seconds));
      throw new ApiFailure(429, 'rate_limited', message);
    }
    await next();
  };
}

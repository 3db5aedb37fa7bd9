/**
 * Fixed-window rate limiting per key (a client address, a username), counted in PostgreSQL so
 * every API instance on one database shares the counts and parallel requests are counted
 * exactly (docs/decisions/0091). Limits answer 429 with Retry-After and a sentence a person can
 * act on.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import type { RateLimitsRepository } from '../db/repositories/rate-limits.ts';
import { ApiFailure } from './errors.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** The longest window any rule uses; windows older than this are purged. */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 60 * 60_000;

export interface RateLimiter {
  /** Records a hit; returns the seconds to wait when this hit is over the limit, else 0. */
  hit(key: string): Promise<number>;
  /** Seconds to wait before `key` may try again (0 when allowed), without recording a hit. */
  retryAfter(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Gives back one hit (an attempt that turned out not to count). */
  release(key: string): Promise<void>;
}

/** `bucket` names the rule in the shared table (e.g. 'contact', 'login-failure'). */
export function createRateLimiter(
  repo: RateLimitsRepository,
  bucket: string,
  rule: RateLimitRule,
  clock: Clock,
): RateLimiter {
  const wait = (hits: number, startedAt: Date, now: Date) =>
    hits > rule.limit ? Math.max(1, Math.ceil((startedAt.getTime() + rule.windowMs - now.getTime()) / 1000)) : 0;
  return {
    async hit(key) {
      const now = clock.now();
      const w = await repo.hit(bucket, key, now, rule.windowMs);
      return wait(w.hits, w.windowStartedAt, now);
    },
    async retryAfter(key) {
      const now = clock.now();
      const w = await repo.current(bucket, key, now, rule.windowMs);
      // At the limit, the next hit would be refused.
      return w ? wait(w.hits + 1, w.windowStartedAt, now) : 0;
    },
    reset: (key) => repo.reset(bucket, key),
    release: (key) => repo.release(bucket, key),
  };
}

/** 429 with Retry-After. */
export const tooManyRequests = (code: string, message: string, seconds: number) =>
  new ApiFailure(429, code, message, undefined, { 'Retry-After': String(seconds) });

export type ClientAddress = (c: Context) => string;

/** Middleware: limit requests per client address; over the limit → 429 with Retry-After. */
export function rateLimitByAddress(limiter: RateLimiter, address: ClientAddress, message: string): MiddlewareHandler {
  return async (c, next) => {
    const seconds = await limiter.hit(address(c));
    if (seconds > 0) throw tooManyRequests('rate_limited', message, seconds);
    await next();
  };
}

/**
 * Housekeeping that runs on a schedule in server.ts: ended sessions (expired either way, or
 * revoked) and rate-limit windows older than the longest window are deleted, so neither table
 * grows with every sign-in and every form post.
 */
import type { Clock } from '../clock.ts';
import type { RateLimitsRepository } from '../db/repositories/rate-limits.ts';
import type { SessionsRepository } from '../db/repositories/sessions.ts';
import { LONGEST_RATE_LIMIT_WINDOW_MS } from '../http/rate-limit.ts';

/** How often server.ts runs the purge. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

export function maintenanceService(sessions: SessionsRepository, limits: RateLimitsRepository, clock: Clock) {
  return {
    async purge(): Promise<{ sessions: number; rateLimitWindows: number }> {
      const now = clock.now();
      return {
        sessions: await sessions.purgeEnded(now),
        rateLimitWindows: await limits.purgeStartedBefore(new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS)),
      };
    },
  };
}

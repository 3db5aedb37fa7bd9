/**
 * Sign-in, sign-out and session lookup. Passwords are checked here, on the server (the spec's
 * browser-side password check is not kept). Failed sign-ins are limited per username and
 * address, and overall per address, so a password cannot be guessed and an attacker elsewhere
 * cannot lock the real admin out.
 */
import type { User } from '@haul/shared';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
} from '../auth/session-token.ts';
import type { Clock } from '../clock.ts';
import type { RateLimitsRepository } from '../db/repositories/rate-limits.ts';
import type { SessionsRepository } from '../db/repositories/sessions.ts';
import type { UsersRepository } from '../db/repositories/users.ts';
import { ApiFailure } from '../http/errors.ts';
import { createRateLimiter, tooManyRequests } from '../http/rate-limit.ts';

/** The sliding expiry never passes the absolute one. */
const slidingExpiry = (now: Date, absolute: Date) =>
  new Date(Math.min(now.getTime() + SESSION_TTL_MS, absolute.getTime()));

/** Wrong passwords allowed per username and address before a 15-minute lockout. */
export const LOGIN_FAILURE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };
/** Sign-in attempts allowed per address, right or wrong. */
export const LOGIN_ATTEMPT_LIMIT = { limit: 30, windowMs: 15 * 60_000 };
/**
 * The e2e run signs in from one address far more often than a person would; with relaxed limits
 * the per-address cap is lifted, while the per-username lockout stays as it is (and is tested).
 */
const RELAXED_ATTEMPT_LIMIT = { limit: 100_000, windowMs: LOGIN_ATTEMPT_LIMIT.windowMs };

const lockedOut = (seconds: number) =>
  tooManyRequests(
    'too_many_attempts',
    `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    seconds,
  );

export function authService(
  users: UsersRepository,
  sessions: SessionsRepository,
  clock: Clock,
  /**
   * `limits` (the shared counters) is needed to sign in; start-up's account check goes without.
   * `onSignOut` hears each session signed out here (its token's hash): its live streams close at once.
   */
  options: { relaxedLimits?: boolean; limits?: RateLimitsRepository; onSignOut?: (tokenHash: string) => void } = {},
) {
  const limiters = options.limits && {
    failures: createRateLimiter(options.limits, 'login-failure', LOGIN_FAILURE_LIMIT, clock),
    attempts: createRateLimiter(
      options.limits,
      'login-attempt',
      options.relaxedLimits ? RELAXED_ATTEMPT_LIMIT : LOGIN_ATTEMPT_LIMIT,
      clock,
    ),
  };

  /** A new session for an account whose identity is already proven (password or setup code). */
  async function startSession(user: User): Promise<{ token: string; user: User; expiresAt: Date }> {
    const token = newSessionToken();
    const now = clock.now();
    const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS);
    const expiresAt = slidingExpiry(now, absoluteExpiresAt);
    await sessions.create(hashSessionToken(token), user.id, now, expiresAt, absoluteExpiresAt);
    return { token, user, expiresAt };
  }

  return {
    async login(
      username: string,
      password: string,
      address: string,
    ): Promise<{ token: string; user: User; expiresAt: Date }> {
      if (!limiters) throw new Error('authService needs the rate-limit counters to sign anyone in');
      const { attempts, failures } = limiters;
      const key = `${username.toLowerCase()}|${address}`;
      const attemptWait = await attempts.hit(address);
      if (attemptWait > 0) throw lockedOut(attemptWait);
      // Every attempt takes a failure slot before its password is checked, and a right password
      // gives it back: 30 parallel guesses get 5 checked, not 30 (the count is atomic).
      const failureWait = await failures.hit(key);
      if (failureWait > 0) throw lockedOut(failureWait);

      const found = await users.findByUsername(username);
      const ok = found ? await verifyPassword(password, found.passwordHash) : await verifyAgainstDummy(password);
      // A disabled account answers like a wrong password: it tells a stranger nothing.
      if (!found || !ok || found.disabled) throw new ApiFailure(401, 'invalid_credentials', 'Invalid password');
      await failures.reset(key);
      const { passwordHash: _hash, disabled: _disabled, ...user } = found;
      return startSession(user);
    },

    startSession,

    /**
     * Runs a setup-code redemption for this address: wrong codes count like wrong passwords, so
     * codes cannot be guessed from one place (a right one never counts). Like sign-in, each try
     * takes its slot before the code is checked, and a right one gives it back.
     */
    async guardSetupCode<T>(address: string, redeem: () => Promise<T>): Promise<T> {
      if (!limiters) throw new Error('authService needs the rate-limit counters to redeem setup codes');
      const key = `setup|${address}`;
      const wait = await limiters.failures.hit(key);
      if (wait > 0) throw lockedOut(wait);
      try {
        const result = await redeem();
        await limiters.failures.release(key);
        return result;
      } catch (err) {
        // Only a wrong code keeps its slot; any other refusal (a too-short password) gives it back.
        if (!(err instanceof ApiFailure && err.code === 'invalid_setup_code')) await limiters.failures.release(key);
        throw err;
      }
    },

    async logout(token: string): Promise<void> {
      const tokenHash = hashSessionToken(token);
      await sessions.revoke(tokenHash, clock.now());
      options.onSignOut?.(tokenHash);
    },

    /** Whether the session is still usable, without sliding its expiry (a live stream's check). */
    async isActive(token: string): Promise<boolean> {
      return (await sessions.findActive(hashSessionToken(token), clock.now())) !== null;
    },

    /** The signed-in user for a cookie token, sliding the expiry forward on use. */
    async resolve(token: string): Promise<User | null> {
      const now = clock.now();
      const tokenHash = hashSessionToken(token);
      const found = await sessions.findActive(tokenHash, now);
      if (!found) return null;
      if (now.getTime() - found.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await sessions.touch(tokenHash, now, slidingExpiry(now, found.absoluteExpiresAt));
      }
      return found.user;
    },

    /**
     * Creates the two development accounts on first start: `admin`, and `crew`, which is the
     * personal account of one named employee (`crewEmployeeId`; the demo data's crew member).
     * With no such employee (no demo data) there is no `crew` account: crews get theirs from a
     * setup code. A password given explicitly in the environment (per account) also replaces a
     * stored one that no longer matches (and signs that account out everywhere), so rotating
     * ADMIN_PASSWORD takes effect on restart.
     */
    async ensureStaffAccounts(
      passwords: { admin: string; crew: string },
      explicit: boolean | { admin: boolean; crew: boolean },
      crewEmployeeId: string | null = null,
    ): Promise<void> {
      for (const role of ['admin', 'crew'] as const) {
        let existing = await users.findByUsername(role);
        const configured = typeof explicit === 'boolean' ? explicit : explicit[role];
        const employeeId = role === 'crew' ? crewEmployeeId : null;
        if (!existing) {
          if (role === 'crew' && !employeeId) continue;
          const made = await users.insertDeploymentAccount(role, await hashPassword(passwords[role]), role, employeeId);
          if (made) continue;
          // Several instances started on one new database at once: another made it first.
          existing = await users.findByUsername(role);
          if (!existing) continue;
        }
        // A database from before personal accounts: its shared `crew` login becomes the named person's.
        if (role === 'crew' && employeeId && !existing.employeeId) await users.linkEmployee(existing.id, employeeId);
        // Only an account the deployment made takes the configured password: an employee who
        // picked the username `crew` keeps theirs.
        if (!existing.deploymentAccount) continue;
        if (configured && !(await verifyPassword(passwords[role], existing.passwordHash))) {
          await users.setPasswordHash(existing.id, await hashPassword(passwords[role]));
          await sessions.revokeAllForUser(existing.id, clock.now());
        }
      }
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

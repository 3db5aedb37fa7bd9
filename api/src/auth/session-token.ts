import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'haul_session';
/** Long enough for a crew phone that stays offline for days; every use slides it forward. */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/**
 * However often it is used, a session ends this long after sign-in (docs/decisions/0093): a
 * copied cookie cannot live for ever, and a crew phone signs in again about every quarter.
 */
export const SESSION_ABSOLUTE_TTL_MS = 90 * 24 * 3600_000;
/** Extend at most once an hour, so reads don't each write. */
export const SESSION_TOUCH_INTERVAL_MS = 3600_000;

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
/** Only the hash is stored: a leaked sessions table cannot be replayed as cookies. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Per-address limits on the public forms (contact, booking). Generous enough that a family
 * retrying after a taken window never meets them; tight enough that a script cannot fill the
 * calendar or the inbox. The e2e server relaxes them (E2E_RELAXED_LIMITS) because every test
 * there comes from one loopback address.
 */
import { COMPANY } from '@haul/shared';
import type { RateLimitRule } from './rate-limit.ts';

export const PUBLIC_FORM_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };
export const RELAXED_PUBLIC_FORM_RATE_LIMIT: RateLimitRule = { limit: 1_000_000, windowMs: 60_000 };

export const PUBLIC_FORM_RATE_LIMIT_MESSAGE = `Too many submissions from your connection. Please wait a few minutes and try again, or call us at ${COMPANY.phone}.`;

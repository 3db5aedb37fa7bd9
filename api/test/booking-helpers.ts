/** Shared by the booking test files: the ISO timestamp a browser sends for a picked calendar date. */
import { type AppointmentCreate, startOfDayInZone } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';

/** Midnight America/New_York of `date`, as the booking wizard sends it. */
export const isoOf = (date: string) => startOfDayInZone(date).toISOString();

export const bookingFor = (date: string, overrides: Partial<AppointmentCreate> = {}) =>
  buildAppointmentInput(isoOf(date), overrides);

/** Limits high enough that a test file's own requests never hit them. */
export const noRateLimit = { publicFormRateLimit: { limit: 100_000, windowMs: 60_000 } };

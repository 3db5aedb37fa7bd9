/**
 * The wizard's step-1 form, validated with the shared appointment schema so the browser and the
 * API agree on every rule and message. Selects hold text ('' until chosen), then must parse as
 * the shared enums. The schemas themselves load on first use (`bookingSchemas()`, decision 0280).
 */
import type { z } from 'zod';
import type { BookingDetailsSchema } from './booking-schemas.ts';

export type BookingDetailsInput = z.input<typeof BookingDetailsSchema>;
export type BookingDetails = z.output<typeof BookingDetailsSchema>;
export type BookingDetailField = keyof BookingDetailsInput;

type BookingSchemas = typeof import('./booking-schemas.ts');
let loading: Promise<BookingSchemas> | null = null;

/**
 * The wizard's schemas, built once on first use. A failed load (the connection dropped before it
 * came) is forgotten, so the next check asks again.
 */
export function bookingSchemas(): Promise<BookingSchemas> {
  loading ??= import('./booking-schemas.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const EMPTY_BOOKING_DETAILS: BookingDetailsInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  serviceType: '',
  leadSource: '',
  description: '',
  specialInstructions: '',
  website: '',
  smsConsent: false,
};

/** Every field of the details step (the schema's keys; booking-form.test.ts holds them equal). */
export const BOOKING_DETAIL_FIELDS = Object.keys(EMPTY_BOOKING_DETAILS) as BookingDetailField[];

export const isBookingDetailField = (name: string): name is BookingDetailField =>
  (BOOKING_DETAIL_FIELDS as string[]).includes(name);

/** The wizard's four screens; the progress indicator shows the first three. */
export const BOOKING_STEPS = ['Service Details', 'Date & Time', 'Confirmation'] as const;
export type BookingStep = 1 | 2 | 3 | 4;

/**
 * "Make a booking" on a contact request (issue 26) hands its details to the wizard through the
 * tab's sessionStorage (never the URL: no customer details in history or server logs).
 */
const PREFILL_KEY = 'haul.booking-prefill';
const PREFILL_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'address', 'description'] as const;

export function handBookingPrefill(details: Pick<BookingDetailsInput, (typeof PREFILL_FIELDS)[number]>): void {
  try {
    sessionStorage.setItem(PREFILL_KEY, JSON.stringify(details));
  } catch {
    // Storage refused (private mode): the office types the details instead.
  }
}

/**
 * The handed-over details. Reading leaves them in place: a render React throws away before it
 * commits (a suspending child) runs the page's state initialiser again, and must find them too.
 * The page clears them once it has mounted (`clearBookingPrefill`).
 */
export function readBookingPrefill(): Partial<BookingDetailsInput> {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(PREFILL_KEY);
    if (!text) return {};
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const out: Partial<BookingDetailsInput> = {};
    for (const field of PREFILL_FIELDS) if (typeof parsed[field] === 'string') out[field] = parsed[field];
    return out;
  } catch {
    return {};
  }
}

/** Forgets the handed-over details, so the next visit starts empty. */
export function clearBookingPrefill(): void {
  try {
    sessionStorage.removeItem(PREFILL_KEY);
  } catch {
    // Nothing was stored.
  }
}

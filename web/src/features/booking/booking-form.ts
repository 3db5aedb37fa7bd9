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

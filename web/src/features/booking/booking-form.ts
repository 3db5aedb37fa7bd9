/**
 * The wizard's step-1 form, validated with the shared appointment schema so the browser and the
 * API agree on every rule and message. Selects hold text ('' until chosen), then must parse as
 * the shared enums.
 */
import { AppointmentCreateSchema, leadSource, serviceType } from '@haul/shared';
import { z } from 'zod';

export const BookingDetailsSchema = AppointmentCreateSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  address: true,
  description: true,
  specialInstructions: true,
  website: true,
}).extend({
  serviceType: z.string().pipe(serviceType.schema),
  leadSource: z.string().pipe(leadSource.schema),
});

export type BookingDetailsInput = z.input<typeof BookingDetailsSchema>;
export type BookingDetails = z.output<typeof BookingDetailsSchema>;
export type BookingDetailField = keyof BookingDetailsInput;

export const BOOKING_DETAIL_FIELDS = Object.keys(BookingDetailsSchema.shape) as BookingDetailField[];

export const isBookingDetailField = (name: string): name is BookingDetailField =>
  (BOOKING_DETAIL_FIELDS as string[]).includes(name);

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
};

/** The wizard's four screens; the progress indicator shows the first three. */
export const BOOKING_STEPS = ['Service Details', 'Date & Time', 'Confirmation'] as const;
export type BookingStep = 1 | 2 | 3 | 4;

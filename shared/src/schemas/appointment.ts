import { z } from 'zod';
import { appointmentStatus, leadSource, serviceType, siteFlag, siteSource } from '../enums.ts';
import { ContactRequestCreateSchema } from './contact.ts';
import { calendarDateField, idField, isoTimestampField, optionalText, requiredText } from './fields.ts';

export const AppointmentCreateSchema = ContactRequestCreateSchema.extend({
  serviceType: serviceType.schema,
  /** ISO timestamp of midnight America/New_York of the chosen day; the server keeps the calendar date. */
  preferredDate: isoTimestampField(),
  preferredTimeSlot: requiredText(50),
  specialInstructions: optionalText(1000),
  leadSource: leadSource.schema.default('direct'),
  /** The optional SMS-consent checkbox (decision 0182); its disclosure text is SMS_CONSENT_TEXT. */
  smsConsent: z.boolean({ error: 'Expected true or false' }).default(false),
});
export type AppointmentCreate = z.infer<typeof AppointmentCreateSchema>;

export const AppointmentSchema = z.object({
  id: idField(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  serviceType: z.string(),
  description: z.string(),
  preferredDate: calendarDateField(),
  preferredTimeSlot: z.string(),
  status: appointmentStatus.schema,
  specialInstructions: z.string().nullable(),
  /** The crew on the job (two people is the norm); was the spec's single assignedEmployeeId. */
  assignedEmployeeIds: z.array(idField()),
  /** Admins only; crews receive appointments without it. */
  leadSource: leadSource.schema.optional(),
  siteLatitude: z.number().nullable(),
  siteLongitude: z.number().nullable(),
  /** Where the site came from; null while the job has none. */
  siteSource: siteSource.schema.nullable(),
  /** What the office should look at: the geocoder found nothing, or a punch proposed the site. */
  siteFlag: siteFlag.schema.nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const AppointmentStatusUpdateSchema = z.object({ status: appointmentStatus.schema });
export type AppointmentStatusUpdate = z.infer<typeof AppointmentStatusUpdateSchema>;

export const AvailabilityQuerySchema = z.object({ date: calendarDateField() });
export const AvailabilityResponseSchema = z.object({ availableSlots: z.array(z.string()) });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

import { z } from 'zod';
import { emailField, honeypotField, idField, phoneField, requiredText } from './fields.ts';

export const ContactRequestCreateSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phoneField(),
  email: emailField(),
  address: requiredText(300),
  description: requiredText(2000, { multiline: true }),
  /** Honeypot (hidden in the forms): must stay empty; the public forms and AppointmentCreateSchema share it. */
  website: honeypotField(),
});
export type ContactRequestCreate = z.infer<typeof ContactRequestCreateSchema>;

export const ContactRequestSchema = ContactRequestCreateSchema.omit({ website: true }).extend({
  id: idField(),
  createdAt: z.string(),
  /** When and by whom the office marked it handled (decision 0141); absent on an older device's rows. */
  handledAt: z.string().nullable().optional(),
  handledBy: z.string().nullable().optional(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** The contact form's visible fields (the `website` honeypot is hidden from people). */
export type ContactVisibleField = Exclude<keyof ContactRequestCreate, 'website'>;

/** The labels the contact form shows; the no-JavaScript answer pages name fields the same way. */
export const CONTACT_FIELD_LABELS: Record<ContactVisibleField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  email: 'Email address',
  address: 'Service address',
  description: 'What needs to go?',
};

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
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

import { z } from 'zod';
import { userRole } from '../enums.ts';
import { idField, singleLineText } from './fields.ts';

/** A staff account. The password hash never leaves the server. */
export const UserSchema = z.object({
  id: idField(),
  username: z.string(),
  role: userRole.schema,
  employeeId: idField().nullable(),
  createdAt: z.string(),
  /**
   * The employee's full name, on the sign-in and session answers of an account linked to one: a
   * new phone's header names the person before its first sync brings the team. Optional, so a
   * user remembered on a phone before this field existed still opens offline.
   */
  displayName: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginSchema = z.object({
  username: singleLineText().trim().min(1, 'Required').max(100).default('admin'),
  password: z.string({ error: 'Required' }).min(1, 'Required').max(200),
});
export type Login = z.input<typeof LoginSchema>;

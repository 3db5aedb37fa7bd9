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
});
export type User = z.infer<typeof UserSchema>;

export const LoginSchema = z.object({
  username: singleLineText().trim().min(1, 'Required').max(100).default('admin'),
  password: z.string({ error: 'Required' }).min(1, 'Required').max(200),
});
export type Login = z.input<typeof LoginSchema>;

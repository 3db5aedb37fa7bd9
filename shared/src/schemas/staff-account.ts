/**
 * Personal staff accounts (decision 0051): an admin gives an employee app access, which issues a
 * one-time setup code; the employee redeems it with a username and their own password.
 */
import { z } from 'zod';
import { idField } from './fields.ts';

export const SETUP_CODE_TTL_HOURS = 72;
export const STAFF_PASSWORD_MIN = 8;
/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
export const SETUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SETUP_CODE_LENGTH = 12;

/** Upper-cased, without the dashes and spaces people add when typing a code from a screen. */
export const normalizeSetupCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export const setupCodeField = () =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(40, 'That code is too long')
    .transform(normalizeSetupCode)
    .pipe(z.string().length(SETUP_CODE_LENGTH, 'Enter the whole code from the office'));

/** The deployment's own accounts (dev and bootstrap): nobody picks these with a setup code. */
export const RESERVED_USERNAMES: readonly string[] = ['admin', 'crew'];

export const usernameField = () =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(3, 'Use at least 3 characters')
    .max(40, 'Use at most 40 characters')
    .regex(/^[a-zA-Z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores')
    .refine((name) => !RESERVED_USERNAMES.includes(name.toLowerCase()), 'That username is reserved. Pick another one.');

export const staffPasswordField = () =>
  z
    .string({ error: 'Required' })
    .min(STAFF_PASSWORD_MIN, `Use at least ${STAFF_PASSWORD_MIN} characters`)
    .max(200, 'Use at most 200 characters');

export const EmployeeIdParamSchema = z.object({ employeeId: idField() });

/** POST /api/auth/setup (public): redeem a setup code. */
export const RedeemSetupCodeSchema = z.object({
  code: setupCodeField(),
  username: usernameField(),
  password: staffPasswordField(),
});
export type RedeemSetupCode = z.input<typeof RedeemSetupCodeSchema>;
/** After the schema's transforms: the code upper-cased without dashes. */
export type RedeemSetupCodeInput = z.output<typeof RedeemSetupCodeSchema>;

/** none: never given access; pending: a code is out, not yet used; active; disabled. */
export const accessStatusSchema = z.enum(['none', 'pending', 'active', 'disabled']);
export type AccessStatus = z.infer<typeof accessStatusSchema>;

/** One employee's app access, as the admin's "App access" panel lists it. */
export const StaffAccessSchema = z.object({
  employeeId: idField(),
  firstName: z.string(),
  lastName: z.string(),
  status: accessStatusSchema,
  username: z.string().nullable(),
  /** When the newest unused setup code stops working (pending only). */
  codeExpiresAt: z.string().nullable(),
});
export type StaffAccess = z.infer<typeof StaffAccessSchema>;

/** The answer to "Give app access" / "Reset access": shown once, never stored in clear. */
export const SetupCodeIssuedSchema = z.object({
  employeeId: idField(),
  code: z.string(),
  /** Path on this site that opens the setup page with the code filled in. */
  setupPath: z.string(),
  expiresAt: z.string(),
});
export type SetupCodeIssued = z.infer<typeof SetupCodeIssuedSchema>;

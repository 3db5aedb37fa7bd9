import { z } from 'zod';
import { employeeRole, employeeStatus } from '../enums.ts';
import { calendarDateField, emailField, idField, moneyText, phoneField, requiredText } from './fields.ts';

export const EmployeeCreateSchema = z.object({
  /** Set on the device when created offline, so a replay is an upsert. */
  id: idField().optional(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phoneField(),
  email: emailField(),
  role: employeeRole.schema.default('crew_member'),
  hourlyRate: moneyText().nullish(),
});
export type EmployeeCreate = z.input<typeof EmployeeCreateSchema>;

export const EmployeeSchema = z.object({
  id: idField(),
  firstName: z.string(),
  lastName: z.string(),
  /** Admins only: crews see the team's names and roles, not their phones and emails. */
  phone: z.string().optional(),
  email: z.string().optional(),
  role: employeeRole.schema,
  status: employeeStatus.schema,
  /** Admins only; crews receive employees without pay. */
  hourlyRate: z.string().nullable().optional(),
  hireDate: calendarDateField(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeeStatusUpdateSchema = z.object({ status: employeeStatus.schema });
export type EmployeeStatusUpdate = z.infer<typeof EmployeeStatusUpdateSchema>;

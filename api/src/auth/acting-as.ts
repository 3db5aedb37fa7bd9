/**
 * Who a staff write may be made for. A crew account belongs to one employee and acts only as
 * that employee; an admin acts for anyone. Every REST route and sync mutator that writes a record
 * belonging to an employee (time entries, photos, training progress, schedules) calls this before
 * writing, and stores `recorded_by` = the acting user's id beside the employee it is for.
 */
import type { User } from '@haul/shared';
import { ApiFailure } from '../http/errors.ts';

export const forbiddenForOthers = () =>
  new ApiFailure(403, 'forbidden', 'You can only do this for yourself. Ask the office to make this change.');

export function assertActsFor(user: User, employeeId: string): void {
  if (user.role === 'admin') return;
  if (!user.employeeId || user.employeeId !== employeeId) throw forbiddenForOthers();
}

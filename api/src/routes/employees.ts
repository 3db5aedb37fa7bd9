import { Hono } from 'hono';
import { type AppEnv, currentUser, requireUser } from '../auth/middleware.ts';
import type { StaffEmployeesService } from '../services/staff-employees.ts';

/** GET /api/employees — signed in; hourlyRate only for admins. */
export function employeeRoutes(employees: StaffEmployeesService) {
  return new Hono<AppEnv>().get('/', requireUser, async (c) => c.json(await employees.listFor(currentUser(c))));
}

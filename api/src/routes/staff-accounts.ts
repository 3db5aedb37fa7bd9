/**
 * Admin-only app access for employees: GET /api/staff-accounts (who has access),
 * POST /api/staff-accounts/:employeeId/setup-code (give or reset access: a one-time code),
 * POST /api/staff-accounts/:employeeId/disable (sessions end at once).
 */
import { EmployeeIdParamSchema } from '@haul/shared';
import { Hono } from 'hono';
import { type AppEnv, currentUser, requireAdmin } from '../auth/middleware.ts';
import { validateInput } from '../http/validate.ts';
import type { StaffAccountsService } from '../services/staff-accounts.ts';

export function staffAccountRoutes(accounts: StaffAccountsService) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await accounts.list()))
    .post('/:employeeId/setup-code', validateInput('param', EmployeeIdParamSchema), async (c) =>
      c.json(await accounts.issueSetupCode(currentUser(c), c.req.valid('param').employeeId), 201),
    )
    .post('/:employeeId/disable', validateInput('param', EmployeeIdParamSchema), async (c) => {
      await accounts.disable(c.req.valid('param').employeeId);
      return c.body(null, 204);
    });
}

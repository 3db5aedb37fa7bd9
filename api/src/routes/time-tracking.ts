/**
 * The spec's REST calls for the time clock, on the same service as the `clockIn`/`clockOut`
 * mutators. Signed-in staff only; the app itself punches through sync.
 */
import { ClockInSchema, ClockOutSchema, DEVICE_TIME_HEADER, idField } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireUser } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { TimeClockService } from '../services/time-clock.ts';

const EmployeeQuery = z.object({ employeeId: idField() });

export function timeTrackingRoutes(timeClock: TimeClockService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/active', validateInput('query', EmployeeQuery), async (c) =>
      c.json(await timeClock.active(currentUser(c), c.req.valid('query').employeeId)),
    )
    .get('/employee', validateInput('query', EmployeeQuery), async (c) =>
      c.json(await timeClock.recent(currentUser(c), c.req.valid('query').employeeId)),
    )
    .post('/clock-in', validateJson(ClockInSchema), async (c) =>
      c.json(await timeClock.clockIn(currentUser(c), c.req.valid('json'), c.req.header(DEVICE_TIME_HEADER)), 201),
    )
    .post('/clock-out', validateJson(ClockOutSchema), async (c) =>
      c.json(await timeClock.clockOut(currentUser(c), c.req.valid('json'), c.req.header(DEVICE_TIME_HEADER))),
    );
}

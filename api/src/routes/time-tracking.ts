/**
 * The spec's REST calls for the time clock (§7), on the same service as the `clockIn`/`clockOut`
 * mutators. Signed-in staff only; the app itself punches through sync.
 */
import { ClockInSchema, ClockOutSchema, DEVICE_TIME_HEADER, idField, LIMITS, requestSkewMs } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { assertActsFor } from '../auth/acting-as.ts';
import { type AppEnv, currentUser, requireUser } from '../auth/middleware.ts';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { TimeEntriesRepository } from '../db/repositories/time-entries.ts';
import { ApiFailure } from '../http/errors.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { TimeClockService } from '../services/time-clock.ts';

const EmployeeQuery = z.object({ employeeId: idField() });

export function timeTrackingRoutes(
  sql: Sql,
  entries: TimeEntriesRepository,
  timeClock: TimeClockService,
  clock: Clock,
) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/active', validateInput('query', EmployeeQuery), async (c) => {
      const { employeeId } = c.req.valid('query');
      assertActsFor(currentUser(c), employeeId);
      return c.json(await entries.active(employeeId));
    })
    .get('/employee', validateInput('query', EmployeeQuery), async (c) => {
      const { employeeId } = c.req.valid('query');
      assertActsFor(currentUser(c), employeeId);
      return c.json(await entries.forEmployee(employeeId, LIMITS.recentTimeEntries));
    })
    .post('/clock-in', validateJson(ClockInSchema), async (c) => {
      const input = c.req.valid('json');
      const now = clock.now();
      const punch = { receivedAt: now, skewMs: requestSkewMs(now, c.req.header(DEVICE_TIME_HEADER)) };
      const entry = await writeVersioned(sql, (tx, v) =>
        timeClock.clockIn(
          tx,
          v,
          { ...input, id: input.id ?? crypto.randomUUID(), clockInTime: input.clockInTime ?? now.toISOString() },
          punch,
          currentUser(c),
        ),
      );
      return c.json(entry, 201);
    })
    .post('/clock-out', validateJson(ClockOutSchema), async (c) => {
      const input = c.req.valid('json');
      assertActsFor(currentUser(c), input.employeeId);
      const now = clock.now();
      const active = input.timeEntryId ? { id: input.timeEntryId } : await entries.active(input.employeeId);
      if (!active) throw new ApiFailure(409, 'not_clocked_in', 'This employee is not clocked in.');
      const punch = { receivedAt: now, skewMs: requestSkewMs(now, c.req.header(DEVICE_TIME_HEADER)) };
      const entry = await writeVersioned(sql, (tx, v) =>
        timeClock.clockOut(
          tx,
          v,
          { ...input, timeEntryId: active.id, clockOutTime: input.clockOutTime ?? now.toISOString() },
          punch,
          currentUser(c),
        ),
      );
      return c.json(entry);
    });
}

/**
 * The office's calendar settings (decision 0140), admins only: /api/office/calendar. Closed days,
 * crews per window by weekday and per date. HTTP only; the rules live in services/business-calendar.ts.
 */
import {
  CalendarDateParamSchema,
  ClosedDayInputSchema,
  DateCrewsInputSchema,
  idField,
  WeekdayCrewsInputSchema,
} from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, requireAdmin } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { BusinessCalendarService } from '../services/business-calendar.ts';

const IdParam = z.object({ id: idField() });

export function calendarRoutes(calendar: BusinessCalendarService) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await calendar.settings()))
    .post('/closed-days', validateJson(ClosedDayInputSchema), async (c) =>
      c.json(await calendar.addClosedDay(c.req.valid('json')), 201),
    )
    .put('/closed-days/:id', validateInput('param', IdParam), validateJson(ClosedDayInputSchema), async (c) =>
      c.json(await calendar.updateClosedDay(c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/closed-days/:id', validateInput('param', IdParam), async (c) => {
      await calendar.removeClosedDay(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .put('/weekday-crews', validateJson(WeekdayCrewsInputSchema), async (c) => {
      await calendar.setWeekdayCrews(c.req.valid('json'));
      return c.body(null, 204);
    })
    .put('/date-crews', validateJson(DateCrewsInputSchema), async (c) => {
      await calendar.setDateCrews(c.req.valid('json'));
      return c.body(null, 204);
    })
    .delete('/date-crews/:date', validateInput('param', CalendarDateParamSchema), async (c) => {
      await calendar.clearDateCrews(c.req.valid('param').date);
      return c.body(null, 204);
    });
}

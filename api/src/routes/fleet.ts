/**
 * Trucks, facilities and truck days over HTTP (decision 0200), admins only. Phones receive them by
 * sync; the crew's loads come with the `recordLoad` mutator.
 */
import {
  FacilityCreateSchema,
  idField,
  LoadsCsvQuerySchema,
  LoadsQuerySchema,
  TruckCreateSchema,
  TruckDaySetSchema,
  TruckDaysQuerySchema,
} from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, requireAdmin } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { FleetService } from '../services/fleet.ts';
import type { LoadsService } from '../services/loads.ts';

const IdParam = z.object({ id: idField() });

export function fleetRoutes(fleet: FleetService) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/trucks', async (c) => c.json({ trucks: await fleet.trucks() }))
    .post('/trucks', validateJson(TruckCreateSchema), async (c) =>
      c.json(await fleet.addTruck(c.req.valid('json')), 201),
    )
    .delete('/trucks/:id', validateInput('param', IdParam), async (c) => {
      await fleet.removeTruck(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/facilities', async (c) => c.json({ facilities: await fleet.facilities() }))
    .post('/facilities', validateJson(FacilityCreateSchema), async (c) =>
      c.json(await fleet.addFacility(c.req.valid('json')), 201),
    )
    .delete('/facilities/:id', validateInput('param', IdParam), async (c) => {
      await fleet.removeFacility(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/truck-days', validateInput('query', TruckDaysQuerySchema), async (c) =>
      c.json({ truckDays: await fleet.truckDays(c.req.valid('query').date) }),
    )
    .put('/truck-days', validateJson(TruckDaySetSchema), async (c) =>
      c.json({ truckDay: await fleet.setTruckDay(c.req.valid('json')) }),
    );
}

/** The office's loads: the monthly report, its CSV, and one job's loads. Crews record with `recordLoad`. */
export function loadRoutes(loads: LoadsService) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/loads', validateInput('query', LoadsQuerySchema), async (c) =>
      c.json(await loads.report(c.req.valid('query'))),
    )
    .get('/loads.csv', validateInput('query', LoadsCsvQuerySchema), async (c) => {
      const { fileName, body } = await loads.csv(c.req.valid('query'));
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8; header=present',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    })
    .get('/appointments/:id/loads', validateInput('param', IdParam), async (c) =>
      c.json(await loads.forJob(c.req.valid('param').id)),
    );
}

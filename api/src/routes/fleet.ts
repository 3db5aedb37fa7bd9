/**
 * Trucks, facilities and truck days over HTTP (issue 27), admins only. Phones receive them by
 * sync; the crew's loads come with the `recordLoad` mutator.
 */
import {
  FacilityCreateSchema,
  idField,
  TruckCreateSchema,
  TruckDaySetSchema,
  TruckDaysQuerySchema,
} from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, requireAdmin } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { FleetService } from '../services/fleet.ts';

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

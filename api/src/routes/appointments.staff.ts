import { AppointmentStatusUpdateSchema, idField } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin, requireUser } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { StaffAppointmentsService } from '../services/staff-appointments.ts';

const IdParam = z.object({ id: idField() });

/**
 * GET /api/appointments (signed in: admins all, crews their window) and
 * PATCH /api/appointments/:id { status } (admin). The public booking routes are in appointments.ts.
 */
export function staffAppointmentRoutes(appointments: StaffAppointmentsService) {
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await appointments.listFor(currentUser(c))))
    .patch(
      '/:id',
      requireAdmin,
      validateInput('param', IdParam),
      validateJson(AppointmentStatusUpdateSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await appointments.setStatus(id, c.req.valid('json').status, currentUser(c)));
      },
    );
}

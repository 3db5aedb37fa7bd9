import { AppointmentCreateSchema, AvailabilityQuerySchema } from '@haul/shared';
import { Hono, type MiddlewareHandler } from 'hono';
import type { SecureResponses } from '../http/secure-headers.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { BookingService } from '../services/booking.ts';

/**
 * The public half of /api/appointments: availability and booking, no session. Staff routes on
 * the same resource (list, status) live in their own function and mount at the same path.
 */
export function publicAppointmentRoutes(
  booking: BookingService,
  bookingRateLimit: MiddlewareHandler,
  /** The hottest public read answers with its headers prebuilt (http/secure-headers.ts). */
  json: SecureResponses['json'],
) {
  return new Hono()
    .get('/availability', validateInput('query', AvailabilityQuerySchema), async (c) =>
      json(await booking.availability(c.req.valid('query').date)),
    )
    .get('/closed-dates', async () => json(await booking.closedDates()))
    .post('/', bookingRateLimit, validateJson(AppointmentCreateSchema), async (c) =>
      c.json(await booking.book(c.req.valid('json')), 201),
    );
}

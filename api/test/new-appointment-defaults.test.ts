/**
 * A new appointment's defaults have one home, `newAppointment()` in shared (decision 0305): the
 * honeypot's decoy answers exactly what a real booking answers, and every writer (the public
 * booking, the office's booking, the `createAppointment` mutator) stores the same defaults.
 * Through the real HTTP routes, on a real database.
 */
import { randomUUID } from 'node:crypto';
import { AppointmentSchema } from '@haul/shared';
import { buildJob } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { useHarness } from './harness.ts';
import { mutation, pushOk } from './sync-support.ts';

/** What the writer decides rather than the person typing: the same for every new job. */
const DEFAULTS = [
  'status',
  'specialInstructions',
  'assignedEmployeeIds',
  'siteLatitude',
  'siteLongitude',
  'siteSource',
  'siteFlag',
] as const;

/** Each key with the JSON type of its value, in the answer's own key order. */
const shapeOf = (answer: Record<string, unknown>) =>
  Object.entries(answer).map(([key, v]) => [key, v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v]);
const defaultsOf = (answer: Record<string, unknown>) => Object.fromEntries(DEFAULTS.map((k) => [k, answer[k]]));

describe('a new appointment: one builder for every writer and the decoy (decision 0305)', () => {
  const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: noRateLimit });
  let admin: string;
  beforeAll(async () => {
    admin = await h.signIn('admin');
  });
  const book = async (body: unknown) => {
    const res = await h.json('POST', '/api/appointments', body);
    expect(res.status).toBe(201);
    return (await res.json()) as Record<string, unknown>;
  };

  it('answers a filled honeypot exactly as a real booking: same keys, types and defaults, no site flagged', async () => {
    const input = bookingFor('2025-01-08');
    const real = await book(input);
    const decoy = await book({ ...input, website: 'http://spam.example' });

    expect(shapeOf(decoy)).toEqual(shapeOf(real));
    // Everything but the id: the same person typed the same fields, at the same moment.
    const { id: realId, ...realRest } = real;
    const { id: decoyId, ...decoyRest } = decoy;
    expect(decoyRest).toEqual(realRest);
    expect(decoyId).not.toBe(realId);
    const decoyJob = AppointmentSchema.parse(decoy);
    expect(real).toMatchObject({ siteFlag: 'no_site', siteSource: null, status: 'pending', assignedEmployeeIds: [] });
    const [stored] = await h.db.sql<{ n: number }[]>`
      select count(*)::int as n from appointments where id = ${decoyJob.id}`;
    expect(stored?.n).toBe(0);
  });

  it('answers a filled honeypot with the 400 a person gets for a day that is not offered', async () => {
    const sunday = bookingFor('2025-01-12');
    const person = await h.json('POST', '/api/appointments', sunday);
    const bot = await h.json('POST', '/api/appointments', { ...sunday, website: 'cheap pills' });
    expect(person.status).toBe(400);
    expect(bot.status).toBe(400);
    expect(await bot.json()).toEqual(await person.json());
  });

  it('stores the same defaults from the public booking, the office booking and the createAppointment mutator', async () => {
    const publicJob = await book(bookingFor('2025-01-09'));

    const { website: _w, ...fields } = bookingFor('2025-01-09');
    const office = await h.json(
      'POST',
      '/api/office/appointments',
      { ...fields, preferredDate: '2025-01-09' },
      {
        cookie: admin,
      },
    );
    expect(office.status).toBe(201);
    const officeJob = (await office.json()) as Record<string, unknown>;

    const entered = buildJob('2025-01-09', { site: null });
    const { results } = await pushOk(h, admin, randomUUID(), [mutation(1, 'createAppointment', entered)]);
    const mutatorJob = results[0]?.result as Record<string, unknown>;

    for (const job of [officeJob, mutatorJob]) {
      expect(shapeOf(job)).toEqual(shapeOf(publicJob));
      expect(defaultsOf(job)).toEqual(defaultsOf(publicJob));
    }
  });

  it('flags nothing on a job the office entered with its site, on the server as on the phone', async () => {
    const entered = buildJob('2025-01-09');
    const { results } = await pushOk(h, admin, randomUUID(), [mutation(1, 'createAppointment', entered)]);
    expect(results[0]?.result).toMatchObject({
      siteLatitude: entered.siteLatitude,
      siteLongitude: entered.siteLongitude,
      siteSource: 'office',
      siteFlag: null,
    });
  });
});

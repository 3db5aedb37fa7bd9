/**
 * The office books a phone-in customer and reschedules jobs (decision 0141): the wizard's rules and
 * capacity, an admin override recorded with who and why, and exactly-capacity under 30 parallel
 * office bookings. Clock: Wednesday 25 November 2026, 10:00 New York (Thanksgiving is tomorrow).
 */
import { AppointmentSchema, ARRIVAL_WINDOW_LABELS } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { noRateLimit } from './booking-helpers.ts';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';

const NOW = '2026-11-25T15:00:00Z';
const [FIRST, SECOND] = ARRIVAL_WINDOW_LABELS as [string, string];

const phoneIn = (date: string, slot: string, extra: Record<string, unknown> = {}) => {
  const { website: _w, ...fields } = buildAppointmentInput('2026-11-27T05:00:00.000Z', { preferredTimeSlot: slot });
  return { ...fields, preferredDate: date, ...extra };
};

describe('office bookings and reschedules', () => {
  const h = useHarness({ now: NOW, deps: { ...noRateLimit, crewsPerWindow: 2 } });
  let admin: string;
  beforeAll(async () => {
    admin = await h.signIn('admin');
  });
  const office = (path: string, body: unknown) =>
    h.app.request(`/api/office${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin },
      body: JSON.stringify(body),
    });

  it('30 parallel office bookings for one window: exactly capacity', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => office('/appointments', phoneIn('2026-11-30', FIRST))),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(28);
  });

  it('books past a full window only with a reason, recording who and why', async () => {
    const over = await office('/appointments', phoneIn('2026-11-30', FIRST, { overrideReason: 'Third crew borrowed' }));
    expect(over.status).toBe(201);
    const job = AppointmentSchema.parse(await over.json());
    const [recorded] = await h.db.sql<{ reason: string; username: string; booked_before: number; capacity: number }[]>`
      select o.reason, u.username, o.booked_before, o.capacity from capacity_overrides o
      join users u on u.id = o.recorded_by where o.appointment_id = ${job.id}`;
    expect(recorded).toEqual({ reason: 'Third crew borrowed', username: 'admin', booked_before: 2, capacity: 2 });
  });

  it('refuses Thanksgiving even with an override, and bad input with a clear 400', async () => {
    const closed = await office('/appointments', phoneIn('2026-11-26', FIRST, { overrideReason: 'VIP' }));
    expect(closed.status).toBe(400);
    expect((await readError(closed)).fields?.preferredDate).toContain('Thanksgiving');
    const bad = await office('/appointments', { ...phoneIn('2026-11-30', '3 AM'), phone: 'x' });
    expect(bad.status).toBe(400);
  });

  it('reschedules into an open window; a full one is refused unless overridden; the job moves for sync', async () => {
    const booked = AppointmentSchema.parse(await (await office('/appointments', phoneIn('2026-12-01', SECOND))).json());
    const [before] = await h.db.sql<{ version: number }[]>`select version from appointments where id = ${booked.id}`;

    // 30 Nov's first window is full (two bookings plus the override).
    const full = await office(`/appointments/${booked.id}/reschedule`, { date: '2026-11-30', slot: FIRST });
    expect(full.status).toBe(409);
    const moved = await office(`/appointments/${booked.id}/reschedule`, { date: '2026-11-30', slot: SECOND });
    expect(moved.status).toBe(200);
    expect(AppointmentSchema.parse(await moved.json())).toMatchObject({
      preferredDate: '2026-11-30',
      preferredTimeSlot: SECOND,
    });
    const [after] = await h.db.sql<{ version: number }[]>`select version from appointments where id = ${booked.id}`;
    // A higher version: every phone's next pull carries the new date (docs/sync.md).
    expect(Number(after?.version)).toBeGreaterThan(Number(before?.version));

    const forced = await office(`/appointments/${booked.id}/reschedule`, {
      date: '2026-11-30',
      slot: FIRST,
      overrideReason: 'Customer only free then',
    });
    expect(forced.status).toBe(200);
    const moves = await h.db
      .sql`select from_slot, to_slot from appointment_reschedules where appointment_id = ${booked.id} order by recorded_at, to_slot`;
    expect(moves).toHaveLength(2);

    expect((await office(`/appointments/${booked.id}/reschedule`, { date: '2026-11-26', slot: FIRST })).status).toBe(
      400,
    );
    const missing = await office('/appointments/7f1b6a56-0000-4000-8000-000000000000/reschedule', {
      date: '2026-11-30',
      slot: SECOND,
    });
    expect(missing.status).toBe(404);
  });
});

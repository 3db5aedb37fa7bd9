/**
 * The crew's Today follows an office reschedule (decision 0144): a job moved within the crew's
 * window arrives with its new date; a job moved out of it arrives as a delete on the next
 * incremental pull (not at the next day's reset); a job that was never in the window is not sent.
 * Clock: Monday 6 January 2025; the crew window is 7 days back to 14 ahead.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { noRateLimit } from './booking-helpers.ts';
import { TEST_ORIGIN, useHarness } from './harness.ts';
import { addJob, pull, pullAll, seedJob } from './sync-support.ts';

describe('a rescheduled job on the crew phone', () => {
  const h = useHarness({ deps: noRateLimit });
  let admin: string;
  beforeAll(async () => {
    admin = await h.signIn('admin');
  });
  const reschedule = (id: string, date: string) =>
    h.app.request(`/api/office/appointments/${id}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin },
      body: JSON.stringify({ date, slot: '10:00 AM - 12:00 PM', overrideReason: 'test' }),
    });

  it('moves within the window, leaves it as a delete, and sends nothing of jobs never in it', async () => {
    const { appointmentId, crew } = await seedJob(h, admin);
    const first = await pullAll(h, crew);
    expect(first.rows.has(appointmentId)).toBe(true);
    let cursor = first.last.cursor;

    expect((await reschedule(appointmentId, '2025-01-09')).status).toBe(200);
    const inside = await pull(h, crew, cursor);
    expect(inside.changes.appointments?.find((a) => a.id === appointmentId)).toMatchObject({
      preferredDate: '2025-01-09',
    });
    expect(inside.deletes.appointments ?? []).not.toContain(appointmentId);
    cursor = inside.cursor;

    const faraway = await addJob(h, admin, { date: '2025-01-29' });
    expect((await reschedule(appointmentId, '2025-01-30')).status).toBe(200);
    const outside = await pull(h, crew, cursor);
    expect(outside.deletes.appointments).toEqual([appointmentId]);
    expect(outside.changes.appointments ?? []).toEqual([]);
    expect(JSON.stringify(outside)).not.toContain(faraway.id);

    // A reset (tomorrow's, or a new phone) sends neither.
    const reset = await pullAll(h, crew);
    expect(reset.rows.has(appointmentId)).toBe(false);
    expect(reset.rows.has(faraway.id)).toBe(false);
  });
});

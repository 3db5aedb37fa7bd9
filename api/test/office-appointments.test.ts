/**
 * The office's appointment list (search by name, phone digits and address; status and date
 * filters; pages) and one appointment's page: status history from REST and sync alike, crew,
 * time entries and photos.
 */
import { randomUUID } from 'node:crypto';
import { AppointmentDetailSchema, AppointmentPageSchema, ARRIVAL_WINDOW_LABELS, JobPhotoSchema } from '@haul/shared';
import { tinyJpeg } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, useHarness } from './harness.ts';
import { addJob, clockInArgs, mutation, pushOk, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
});

const list = async (query: string) => {
  const res = await h.json('GET', `/api/office/appointments?${query}`, undefined, { cookie: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return AppointmentPageSchema.parse(await res.json());
};

/** A job without a site, as a booking arrives (the office's list holds both kinds alike). */
const book = (overrides: Record<string, string>, date = '2025-01-08') =>
  addJob(h, admin, { date, site: null, ...overrides });

describe('appointment search', () => {
  it('finds a booking by phone digits in any punctuation, by name and by address', async () => {
    const tag = randomUUID().slice(0, 6);
    const wanted = await book({
      lastName: `Okafor${tag}`,
      phone: '(470) 555-0199',
      address: `12 Ponce ${tag} Ave, Decatur`,
    });
    await book({ lastName: `Other${tag}`, phone: '(404) 555-0100', address: `9 Elm ${tag} St, Atlanta` });

    for (const q of ['470-555-0199', '4705550199', '+1 470 555 0199', '5550199']) {
      const page = await list(`q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((a) => a.id),
        q,
      ).toEqual([wanted.id]);
    }
    expect((await list(`q=okafor${tag}`)).items.map((a) => a.id)).toEqual([wanted.id]);
    expect((await list(`q=${encodeURIComponent(`Ponce ${tag}`)}`)).items.map((a) => a.id)).toEqual([wanted.id]);
    // A % typed in the box is a character, not a wildcard.
    expect((await list('q=%25')).items).toEqual([]);
  });

  it('filters by status and dates and pages 20 at a time', async () => {
    const tag = randomUUID().slice(0, 6);
    // 23 bookings over three days (ten arrival-window places a day).
    const dates = ['2025-01-13', '2025-01-14', '2025-01-15'];
    // Booked a minute apart, so "newest booking first" has one answer.
    for (let i = 0; i < 23; i++) {
      h.clock.set(new Date(Date.parse('2025-01-06T15:00:00Z') + i * 60_000));
      const slot = ARRIVAL_WINDOW_LABELS[Math.floor(i / 2) % ARRIVAL_WINDOW_LABELS.length] as string;
      await book({ lastName: `Page${tag}`, preferredTimeSlot: slot }, dates[Math.floor(i / 10)]);
    }
    h.clock.set('2025-01-06T15:00:00Z');
    const first = await list(`q=page${tag}`);
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    // Newest booking first: the last three booked (on the 15th) lead, the first three booked close page 2.
    expect(first.items.slice(0, 3).map((a) => a.preferredDate)).toEqual(['2025-01-15', '2025-01-15', '2025-01-15']);
    expect(first.pageSize).toBe(20);
    const second = await list(`q=page${tag}&page=2`);
    expect(first.items.length + second.items.length).toBe(first.total);
    expect(second.items.map((a) => a.preferredDate)).toEqual(['2025-01-13', '2025-01-13', '2025-01-13']);
    const pastTheEnd = await list(`q=page${tag}&page=3`);
    expect(pastTheEnd).toMatchObject({ items: [], total: 23, page: 3 });
    expect(new Set([...first.items, ...second.items].map((a) => a.id)).size).toBe(first.total);

    const target = first.items[0];
    const patched = await h.json(
      'PATCH',
      `/api/appointments/${target?.id}`,
      { status: 'confirmed' },
      { cookie: admin },
    );
    expect(patched.status).toBe(200);
    expect((await list(`q=page${tag}&status=confirmed`)).items.map((a) => a.id)).toEqual([target?.id]);
    expect((await list(`q=page${tag}&from=2025-01-16`)).total).toBe(0);
    expect((await list(`q=page${tag}&from=2025-01-14&to=2025-01-14`)).total).toBe(10);
    expect((await list(`q=page${tag}&to=2025-01-13`)).total).toBe(10);
  });
});

describe('appointment page', () => {
  it('shows history of REST and sync status changes, crew, punches and photos', async () => {
    const job = await seedJob(h, admin);
    // seedJob assigns its crew member to the job (through the assignEmployee mutator).

    expect(
      (await h.json('PATCH', `/api/appointments/${job.appointmentId}`, { status: 'confirmed' }, { cookie: admin }))
        .status,
    ).toBe(200);
    // Setting the same status again is not a change.
    await h.json('PATCH', `/api/appointments/${job.appointmentId}`, { status: 'confirmed' }, { cookie: admin });
    h.clock.set('2025-01-06T18:00:00Z');
    const punch = clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T14:00:00.000Z');
    await pushOk(h, admin, randomUUID(), [
      mutation(1, 'clockIn', punch),
      mutation(2, 'setAppointmentStatus', { appointmentId: job.appointmentId, status: 'completed' }),
    ]);
    h.clock.set('2025-01-06T15:00:00Z');

    const photo = new FormData();
    photo.set('photo', new File([tinyJpeg()], 'p.jpg', { type: 'image/jpeg' }));
    for (const [k, v] of Object.entries({
      id: randomUUID(),
      appointmentId: job.appointmentId,
      employeeId: job.employeeId,
      photoType: 'after',
    }))
      photo.set(k, v);
    const uploaded = await h.app.request('/api/job-photos', {
      method: 'POST',
      body: photo,
      headers: { origin: TEST_ORIGIN, cookie: admin },
    });
    expect(uploaded.status).toBe(201);
    const photoId = JobPhotoSchema.parse(await uploaded.json()).id;

    const res = await h.json('GET', `/api/office/appointments/${job.appointmentId}`, undefined, { cookie: admin });
    expect(res.status).toBe(200);
    const detail = AppointmentDetailSchema.parse(await res.json());
    expect(detail.appointment.status).toBe('completed');
    expect(detail.history).toEqual([
      {
        fromStatus: 'pending',
        toStatus: 'confirmed',
        byUsername: 'admin',
        source: 'office',
        at: '2025-01-06T15:00:00.000Z',
      },
      {
        fromStatus: 'confirmed',
        toStatus: 'completed',
        byUsername: 'admin',
        source: 'sync',
        at: '2025-01-06T18:00:00.000Z',
      },
    ]);
    expect(detail.crew).toEqual([
      { employeeId: job.employeeId, name: 'Dana Reyes', phone: '(404) 555-0142', assigned: true },
    ]);
    expect(detail.timeEntries.map((e) => e.id)).toEqual([punch.id]);
    expect(detail.photos.map((p) => p.id)).toEqual([photoId]);

    const missing = await h.json('GET', `/api/office/appointments/${randomUUID()}`, undefined, { cookie: admin });
    expect(missing.status).toBe(404);
  });
});

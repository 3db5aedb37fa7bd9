import {
  AppointmentSchema,
  ARRIVAL_WINDOW_LABELS,
  addDays,
  ContactRequestSchema,
  CREW_WINDOW,
  calendarDateOf,
  EmployeeSchema,
} from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { readError, useHarness } from './harness.ts';

const NOW = '2025-03-12T15:00:00Z';
const Appointments = z.array(AppointmentSchema);

describe('staff API', () => {
  const h = useHarness({ now: NOW, seedDemo: true });
  let admin = '';
  let crew = '';
  beforeAll(async () => {
    await seedDemoData(h.db.sql, new Date(NOW));
    admin = await h.signIn('admin');
    crew = await h.signIn('crew');
  });
  const get = (path: string, cookie: string) => h.json('GET', path, undefined, { cookie });

  describe('GET /api/appointments', () => {
    it('gives an admin every appointment, newest booking first, with lead sources', async () => {
      const res = await get('/api/appointments', admin);
      expect(res.status).toBe(200);
      const list = Appointments.parse(await res.json());
      const [row] = await h.db.sql<{ n: number }[]>`select count(*)::int as n from appointments`;
      expect(list).toHaveLength(row?.n ?? -1);
      const created = list.map((a) => a.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      expect(list.every((a) => a.leadSource !== undefined)).toBe(true);
    });

    it('gives a crew the dates around today without lead sources', async () => {
      const res = await get('/api/appointments', crew);
      const raw = z.array(z.unknown()).parse(await res.json());
      const list = Appointments.parse(raw);
      const today = calendarDateOf(new Date(NOW));
      expect(list.length).toBeGreaterThan(0);
      for (const a of list) {
        expect(a.preferredDate >= addDays(today, -CREW_WINDOW.daysBack)).toBe(true);
        expect(a.preferredDate <= addDays(today, CREW_WINDOW.daysAhead)).toBe(true);
      }
      expect(raw.some((a) => typeof a === 'object' && a !== null && 'leadSource' in a)).toBe(false);
      // Work order: by date, then arrival window as the day runs (8 AM before 10 AM).
      const order = list.map((a) => [a.preferredDate, ARRIVAL_WINDOW_LABELS.indexOf(a.preferredTimeSlot)] as const);
      const sorted = [...order].sort(([d1, s1], [d2, s2]) => d1.localeCompare(d2) || s1 - s2);
      expect(order).toEqual(sorted);
    });
  });

  describe('PATCH /api/appointments/:id', () => {
    const firstPending = async () => {
      const [row] = await h.db.sql<{ id: string; version: number }[]>`
        select id, version from appointments where status = 'pending' order by id limit 1`;
      if (!row) throw new Error('demo data has no pending appointment');
      return row;
    };

    it('sets the status and stamps a new version so crews pull it', async () => {
      const before = await firstPending();
      const res = await h.json('PATCH', `/api/appointments/${before.id}`, { status: 'confirmed' }, { cookie: admin });
      expect(res.status).toBe(200);
      expect(AppointmentSchema.parse(await res.json())).toMatchObject({ id: before.id, status: 'confirmed' });
      const [row] = await h.db.sql<{ status: string; version: number }[]>`
        select status, version from appointments where id = ${before.id}`;
      expect(row?.status).toBe('confirmed');
      expect(row?.version).toBeGreaterThan(before.version);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await h.json(
        'PATCH',
        '/api/appointments/0e6f4c53-3f7e-4b43-9a39-6c1a1c1c1c1c',
        { status: 'completed' },
        { cookie: admin },
      );
      expect(res.status).toBe(404);
      expect((await readError(res)).code).toBe('not_found');
    });

    it('answers 400 for a malformed id or an unknown status and changes nothing', async () => {
      const target = await firstPending();
      const badId = await h.json('PATCH', '/api/appointments/42', { status: 'completed' }, { cookie: admin });
      expect(badId.status).toBe(400);
      const badStatus = await h.json('PATCH', `/api/appointments/${target.id}`, { status: 'done' }, { cookie: admin });
      expect(badStatus.status).toBe(400);
      expect((await readError(badStatus)).fields).toHaveProperty('status');
      const [row] = await h.db.sql<{ status: string }[]>`select status from appointments where id = ${target.id}`;
      expect(row?.status).toBe('pending');
    });

    it('refuses a crew account', async () => {
      const target = await firstPending();
      const res = await h.json('PATCH', `/api/appointments/${target.id}`, { status: 'cancelled' }, { cookie: crew });
      expect(res.status).toBe(403);
    });
  });

  it('lists contact requests for an admin, newest first', async () => {
    const posted = await h.json('POST', '/api/contact', buildContactRequest({ firstName: 'Newest' }));
    expect(posted.status).toBe(201);
    const res = await get('/api/contact-requests', admin);
    const list = z.array(ContactRequestSchema).parse(await res.json());
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]?.firstName).toBe('Newest');
    expect((await get('/api/contact-requests', crew)).status).toBe(403);
  });

  it("shows employees' pay to admins only", async () => {
    const asAdmin = z.array(EmployeeSchema).parse(await (await get('/api/employees', admin)).json());
    expect(asAdmin.length).toBeGreaterThan(0);
    expect(asAdmin.some((e) => /^\d+\.\d{2}$/.test(e.hourlyRate ?? ''))).toBe(true);
    const raw = z.array(z.unknown()).parse(await (await get('/api/employees', crew)).json());
    expect(z.array(EmployeeSchema).parse(raw)).toHaveLength(asAdmin.length);
    expect(JSON.stringify(raw)).not.toContain('hourlyRate');
  });
});

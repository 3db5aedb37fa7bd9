/**
 * Customers behind appointments (decision 0142): matched by phone (any punctuation,
 * a leading +1) or email (any case) however the job is stored, backfilled by migration 0017, merged
 * by hand with their jobs and notes, and never revealed to a visitor: the wizard's answer is the
 * same for a new and a returning customer. Clock: Wednesday 25 November 2026, 10:00 New York.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppointmentSchema, CustomerDetailSchema, CustomerPageSchema } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../src/db/client.ts';
import { MIGRATIONS_DIR, migrationFiles } from '../src/db/migrate.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';

const NOW = '2026-11-25T15:00:00Z';

describe('customers', () => {
  const h = useHarness({ now: NOW, deps: { ...noRateLimit, crewsPerWindow: 50 } });
  let admin: string;
  beforeAll(async () => {
    admin = await h.signIn('admin');
  });
  const send = (method: string, url: string, body?: unknown) =>
    h.app.request(url, {
      method,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const book = async (overrides: Record<string, string>) => {
    const res = await h.json('POST', '/api/appointments', bookingFor('2026-11-30', overrides));
    expect(res.status).toBe(201);
    return res;
  };
  const customerOf = async (appointmentId: string) => {
    const res = await send('GET', `/api/office/appointments/${appointmentId}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { customerId: string }).customerId;
  };
  const detail = async (customerId: string) => {
    const res = await send('GET', `/api/office/customers/${customerId}`);
    expect(res.status).toBe(200);
    return CustomerDetailSchema.parse(await res.json());
  };

  it('matches a returning customer by phone (any punctuation) or email (any case), else makes a new one', async () => {
    const first = AppointmentSchema.parse(
      await (await book({ phone: '(404) 555-0101', email: 'rosa.diaz@example.com', firstName: 'Rosa' })).json(),
    );
    const byPhone = AppointmentSchema.parse(
      await (await book({ phone: '+1 404.555.0101', email: 'other@example.com' })).json(),
    );
    const byEmail = AppointmentSchema.parse(
      await (await book({ phone: '(678) 555-0199', email: '  ROSA.DIAZ@Example.com ' })).json(),
    );
    const stranger = AppointmentSchema.parse(
      await (await book({ phone: '(770) 555-0123', email: 'someone.else@example.com' })).json(),
    );
    const rosa = await customerOf(first.id);
    expect(await customerOf(byPhone.id)).toBe(rosa);
    expect(await customerOf(byEmail.id)).toBe(rosa);
    expect(await customerOf(stranger.id)).not.toBe(rosa);

    const page = await detail(rosa);
    expect(page.customer).toMatchObject({ firstName: 'Rosa', phone: '(404) 555-0101', jobCount: 3 });
    expect(page.customer.lastJobDate).toBe('2026-11-30');
    expect(page.jobs.map((j) => j.id).sort()).toEqual([first.id, byPhone.id, byEmail.id].sort());
  });

  it('10 parallel bookings by one new person make one customer (the version lock serialises them)', async () => {
    const same = { phone: '(404) 555-0555', email: 'parallel.person@example.com' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.json('POST', '/api/appointments', bookingFor('2026-12-02', same))),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const [linked] = await h.db.sql<{ n: number }[]>`
      select count(distinct customer_id)::int as n from appointments where email = ${same.email}`;
    expect(linked?.n).toBe(1);
  });

  it('the office booking is matched the same way', async () => {
    const { website: _w, ...fields } = buildAppointmentInput('x', {
      phone: '404-555-0101',
      preferredTimeSlot: '8:00 AM - 10:00 AM',
    });
    const res = await send('POST', '/api/office/appointments', { ...fields, preferredDate: '2026-12-01' });
    expect(res.status).toBe(201);
    const job = AppointmentSchema.parse(await res.json());
    const [firstRosa] = await h.db.sql<{ customer_id: string }[]>`
      select customer_id from appointments where phone = '(404) 555-0101'`;
    expect(await customerOf(job.id)).toBe(firstRosa?.customer_id);
  });

  it('the wizard answers a returning customer exactly as a new one, and names no customer', async () => {
    const details = {
      phone: '(404) 555-0177',
      email: 'same.person@example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
      address: '9 Oak St, Decatur, GA 30030',
    };
    const fresh = (await (await book(details)).json()) as Record<string, unknown>;
    const again = (await (await book(details)).json()) as Record<string, unknown>;
    const [linked] = await h.db.sql<{ n: number }[]>`
      select count(distinct customer_id)::int as n from appointments where email = 'same.person@example.com'`;
    expect(linked?.n).toBe(1); // the server did recognise her …
    const strip = ({ id: _id, createdAt: _at, ...rest }: Record<string, unknown>) => rest;
    expect(Object.keys(again).sort()).toEqual(Object.keys(fresh).sort());
    expect(strip(again)).toEqual(strip(fresh)); // … and the visitor cannot tell
    expect(JSON.stringify(again)).not.toMatch(/customer/i);
  });

  it('lists customers with search, keeps notes, and refuses bad input without a change', async () => {
    const list = await send('GET', '/api/office/customers?q=404%20555%200101');
    const page = CustomerPageSchema.parse(await list.json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ firstName: 'Rosa', jobCount: 4 });
    const all = CustomerPageSchema.parse(await (await send('GET', '/api/office/customers')).json());
    expect(all.total).toBe(4);

    const rosa = page.items[0]?.id as string;
    const note = await send('POST', `/api/office/customers/${rosa}/notes`, { body: 'Gate code 4411.\nBig dog.' });
    expect(note.status).toBe(201);
    expect(await note.json()).toMatchObject({ body: 'Gate code 4411.\nBig dog.', byName: 'admin' });
    const blank = await send('POST', `/api/office/customers/${rosa}/notes`, { body: '   ' });
    expect(blank.status).toBe(400);
    expect((await readError(blank)).fields?.body).toBeTruthy();
    expect((await detail(rosa)).notes).toHaveLength(1);
    const unknown = await send('POST', '/api/office/customers/00000000-0000-4000-8000-000000000000/notes', {
      body: 'x',
    });
    expect(unknown.status).toBe(404);
  });

  it('merges two records the office says are one: jobs and notes move, who and when kept, later bookings follow', async () => {
    const rosa = (
      await h.db.sql<{ customer_id: string }[]>`
      select customer_id from appointments where phone = '(404) 555-0101'`
    )[0]?.customer_id as string;
    const other = (
      await h.db.sql<{ customer_id: string }[]>`
      select customer_id from appointments where phone = '(770) 555-0123'`
    )[0]?.customer_id as string;
    await send('POST', `/api/office/customers/${other}/notes`, { body: 'Prefers texts.' });

    expect((await send('POST', `/api/office/customers/${rosa}/merge`, { intoId: rosa })).status).toBe(400);
    const merged = await send('POST', `/api/office/customers/${other}/merge`, { intoId: rosa });
    expect(merged.status).toBe(200);
    const survivor = CustomerDetailSchema.parse(await merged.json());
    expect(survivor.customer.jobCount).toBe(5);
    expect(survivor.notes.map((n) => n.body).sort()).toEqual(['Gate code 4411.\nBig dog.', 'Prefers texts.']);
    expect(survivor.merged).toEqual([
      expect.objectContaining({
        customerId: other,
        phone: '(770) 555-0123',
        byName: 'admin',
        at: NOW.replace('Z', '.000Z'),
      }),
    ]);
    expect((await detail(other)).mergedInto).toBe(rosa);
    expect((await send('POST', `/api/office/customers/${other}/merge`, { intoId: rosa })).status).toBe(409);
    expect((await send('POST', `/api/office/customers/${other}/notes`, { body: 'x' })).status).toBe(404);

    // The merged record's phone now books into the survivor.
    const later = AppointmentSchema.parse(await (await book({ phone: '770 555 0123', email: 'n@example.com' })).json());
    expect(await customerOf(later.id)).toBe(rosa);
    const listed = CustomerPageSchema.parse(await (await send('GET', '/api/office/customers')).json());
    expect(listed.items.map((c) => c.id)).not.toContain(other);
  });
});

describe('migration 0017 backfills customers for existing appointments', () => {
  // Its own embedded database, migrated file by file up to 0016: slow on a busy machine.
  it('links every old appointment, oldest first, by the same rule', { timeout: 120_000 }, async () => {
    const read = (file: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const db = await openEmbedded(undefined);
    try {
      for (const file of migrationFiles().filter((f) => f < '0017_')) await db.sql.unsafe(read(file));
      const insert = (name: string, phone: string, email: string, at: string) => db.sql`
        insert into appointments (first_name, last_name, phone, email, address, service_type, description,
          preferred_date, preferred_time_slot, created_at, version)
        values (${name}, 'Old', ${phone}, ${email}, '1 Main St', 'Junk Removal', 'x', '2026-01-05', '8:00 AM - 10:00 AM',
          ${at}, 1)`;
      await insert('Second', '+1 (404) 555-0000', 'b@example.com', '2026-01-02T00:00:00Z');
      await insert('First', '404-555-0000', 'a@example.com', '2026-01-01T00:00:00Z');
      await insert('Email', '678 555 9999', 'A@EXAMPLE.COM', '2026-01-03T00:00:00Z');
      await insert('Alone', '770 555 1111', 'c@example.com', '2026-01-04T00:00:00Z');
      await db.sql.unsafe(read('0017_customers.sql'));

      const rows = await db.sql<{ first_name: string; customer: string }[]>`
        select a.first_name, c.first_name as customer from appointments a join customers c on c.id = a.customer_id
        order by a.created_at`;
      expect(rows).toEqual([
        { first_name: 'First', customer: 'First' },
        { first_name: 'Second', customer: 'First' },
        { first_name: 'Email', customer: 'First' },
        { first_name: 'Alone', customer: 'Alone' },
      ]);
    } finally {
      await db.close();
    }
  });
});

import { AppointmentSchema, COMPANY, ContactRequestSchema } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FORM_RATE_LIMIT } from '../src/http/public-form-limits.ts';
import { bookingFor } from './booking-helpers.ts';
import { readError, useHarness } from './harness.ts';

/** Each test acts as its own client, named by a header, so limits never leak between tests. */
const asClient = (name: string) => ({ 'x-test-client': name });

describe('spam and abuse on the public forms', () => {
  const h = useHarness({
    now: '2025-01-06T15:00:00Z',
    deps: {
      clientAddress: (c: { req: { header(name: string): string | undefined } }) =>
        c.req.header('x-test-client') ?? 'local',
    },
  });
  const count = async (table: 'appointments' | 'contact_requests') => {
    const [row] = await h.db.sql<{ n: number }[]>`select count(*)::int as n from ${h.db.sql(table)}`;
    return row?.n ?? 0;
  };

  it.each([
    ['/api/contact', () => buildContactRequest()],
    ['/api/appointments', () => bookingFor('2025-01-08', { preferredTimeSlot: '4:00 PM - 6:00 PM' })],
  ])('limits %s per address, answering 429 with Retry-After and a clear message', async (path, build) => {
    const client = asClient(`limit ${path}`);
    const { limit } = PUBLIC_FORM_RATE_LIMIT;
    // Invalid submissions count too: a script cannot probe for free.
    for (let i = 0; i < limit; i++) {
      const res = await h.json('POST', path, i % 2 ? {} : build(), client);
      expect(res.status).not.toBe(429);
    }
    const limited = await h.json('POST', path, build(), client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = await readError(limited);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain(COMPANY.phone);

    // Another address is unaffected, and the limit lifts once the window has passed.
    expect((await h.json('POST', path, build(), asClient(`other ${path}`))).status).not.toBe(429);
    h.clock.set(new Date(h.clock.now().getTime() + PUBLIC_FORM_RATE_LIMIT.windowMs));
    expect((await h.json('POST', path, build(), client)).status).not.toBe(429);
    h.clock.set('2025-01-06T15:00:00Z');
  });

  it('limits booking and contact separately', async () => {
    const client = asClient('separate');
    for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) await h.json('POST', '/api/contact', {}, client);
    expect((await h.json('POST', '/api/contact', {}, client)).status).toBe(429);
    expect((await h.json('POST', '/api/appointments', {}, client)).status).toBe(400);
  });

  it('answers a filled honeypot on the contact form like a success, and stores nothing', async () => {
    const before = await count('contact_requests');
    const res = await h.json(
      'POST',
      '/api/contact',
      buildContactRequest({ website: 'http://spam.example' }),
      asClient('bot1'),
    );
    expect(res.status).toBe(201);
    expect(ContactRequestSchema.parse(await res.json()).id).toBeTruthy();
    expect(await count('contact_requests')).toBe(before);
  });

  it('answers a filled honeypot on booking like a success, stores nothing and keeps the window open', async () => {
    const before = await count('appointments');
    const input = bookingFor('2025-01-09', { website: 'cheap pills' });
    const res = await h.json('POST', '/api/appointments', input, asClient('bot2'));
    expect(res.status).toBe(201);
    expect(AppointmentSchema.parse(await res.json())).toMatchObject({ preferredDate: '2025-01-09', status: 'pending' });
    expect(await count('appointments')).toBe(before);
  });

  it('treats a blank honeypot (autofill of whitespace) as a person', async () => {
    const before = await count('contact_requests');
    const res = await h.json('POST', '/api/contact', buildContactRequest({ website: '  ' }), asClient('person'));
    expect(res.status).toBe(201);
    expect(await count('contact_requests')).toBe(before + 1);
  });
});

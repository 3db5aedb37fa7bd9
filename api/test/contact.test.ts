import { ContactRequestSchema } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { describe, expect, it } from 'vitest';
import { readError, useHarness } from './harness.ts';

describe('POST /api/contact', () => {
  const h = useHarness();
  const count = async () => (await h.db.sql<{ n: number }[]>`select count(*)::int as n from contact_requests`)[0]?.n;

  it('stores a valid request and answers 201 with it', async () => {
    const input = buildContactRequest({ firstName: '  Keisha ' });
    const res = await h.json('POST', '/api/contact', input);
    expect(res.status).toBe(201);
    const body = ContactRequestSchema.parse(await res.json());
    expect(body).toMatchObject({ firstName: 'Keisha', email: input.email, id: expect.any(String) });
    const [row] = await h.db.sql`select * from contact_requests where id = ${body.id}`;
    expect(row).toMatchObject({ first_name: 'Keisha', description: input.description });
    expect(row?.version).toBeGreaterThan(0);
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = await count();
    const res = await h.json('POST', '/api/contact', { firstName: 'Ann', email: 'not-an-email' });
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      lastName: 'Required',
      phone: 'Required',
      email: 'Invalid email',
      address: 'Required',
      description: 'Required',
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ['a JSON array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['wrong types', JSON.stringify({ ...buildContactRequest(), phone: 4045551234 })],
  ])('answers 400 to %s', async (_label, raw) => {
    const res = await h.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect((await readError(res)).code).toBeTruthy();
  });

  it('answers 400 to malformed JSON without leaking a stack trace', async () => {
    const res = await h.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName": ',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await h.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Ann',
    });
    expect(res.status).toBe(415);
  });

  it('answers 413 to a body over 64 KB and stores nothing', async () => {
    const before = await count();
    const res = await h.json('POST', '/api/contact', buildContactRequest({ description: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect((await readError(res)).code).toBe('payload_too_large');
    expect(await count()).toBe(before);
  });

  it('refuses an over-long field with a clear message', async () => {
    const res = await h.json('POST', '/api/contact', buildContactRequest({ firstName: 'A'.repeat(101) }));
    expect(res.status).toBe(400);
    expect((await readError(res)).fields?.firstName).toBe('Must be at most 100 characters');
  });
});

describe('API basics', () => {
  const h = useHarness();

  it('reports health with the database checked', async () => {
    const res = await h.app.request('/api/health');
    expect(res.status).toBe(200);
    // The harness's app is made without a change-notice connection.
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', changeNotices: 'not-used' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with the error envelope', async () => {
    const res = await h.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect((await readError(res)).code).toBe('not_found');
  });
});

describe('POST /api/contact-requests/:id/handled', () => {
  const h = useHarness({ now: '2026-11-25T15:00:00Z' });

  it('records who handled a request and when, once', async () => {
    const admin = await h.signIn('admin');
    const created = ContactRequestSchema.parse(
      await (await h.json('POST', '/api/contact', buildContactRequest())).json(),
    );
    expect(created.handledAt ?? null).toBeNull();
    const handled = await h.json('POST', `/api/contact-requests/${created.id}/handled`, {}, { cookie: admin });
    expect(handled.status).toBe(200);
    const body = ContactRequestSchema.parse(await handled.json());
    expect(body.handledBy).toBe('admin');
    expect(body.handledAt).toBe('2026-11-25T15:00:00.000Z');

    // A second click later keeps the first who and when.
    h.clock.set('2026-11-25T16:00:00Z');
    const again = ContactRequestSchema.parse(
      await (await h.json('POST', `/api/contact-requests/${created.id}/handled`, {}, { cookie: admin })).json(),
    );
    expect(again.handledAt).toBe('2026-11-25T15:00:00.000Z');
    const list = await h.app.request('/api/contact-requests', { headers: { cookie: admin } });
    const listed = ContactRequestSchema.array().parse(await list.json());
    expect(listed.find((r) => r.id === created.id)?.handledBy).toBe('admin');
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const admin = await h.signIn('admin');
    const missing = await h.json(
      'POST',
      '/api/contact-requests/7f1b6a56-0000-4000-8000-000000000000/handled',
      {},
      { cookie: admin },
    );
    expect(missing.status).toBe(404);
    expect((await h.json('POST', '/api/contact-requests/nope/handled', {}, { cookie: admin })).status).toBe(400);
  });
});

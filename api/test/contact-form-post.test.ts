/**
 * The contact form with JavaScript off (decision 0015): the browser posts it as
 * application/x-www-form-urlencoded to /api/contact/form and shows the page it gets back.
 * Same schema, honeypot and per-address limit as the JSON route.
 */
import { COMPANY, type ContactRequestCreate } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FORM_RATE_LIMIT } from '../src/http/public-form-limits.ts';
import { TEST_ORIGIN, useHarness } from './harness.ts';

describe('POST /api/contact/form (the form without JavaScript)', () => {
  const h = useHarness({
    deps: {
      clientAddress: (c: { req: { header(name: string): string | undefined } }) =>
        c.req.header('x-test-client') ?? 'local',
    },
  });
  const post = (fields: Partial<Record<keyof ContactRequestCreate, string>>, client = 'form') =>
    h.app.request('/api/contact/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, 'x-test-client': client },
      body: new URLSearchParams(fields).toString(),
    });
  const stored = (email: string) => h.db.sql`select * from contact_requests where email = ${email}`;

  it('stores a valid request, which the admin list shows, and answers with the success page', async () => {
    const input = buildContactRequest({ email: 'no-script@example.com', firstName: 'Dana <b>' });
    const res = await post(input);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('Request Submitted!');
    expect(page).toContain(COMPANY.phone);
    expect(await stored('no-script@example.com')).toHaveLength(1);

    const admin = await h.signIn('admin');
    const list = await h.json('GET', '/api/contact-requests', undefined, { cookie: admin });
    expect(JSON.stringify(await list.json())).toContain('no-script@example.com');
  });

  it('answers 400 with a page naming each field to fix, and stores nothing', async () => {
    const res = await post({ firstName: 'Ann', email: 'not-an-email', website: '' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('Please check your request');
    expect(page).toContain('<strong>Email address</strong>: Invalid email');
    expect(page).toContain('<strong>Phone number</strong>: Required');
    expect(page).not.toMatch(/at .*\.ts/);
  });

  it('escapes what was typed when it shows it back', async () => {
    const res = await post({ ...buildContactRequest(), email: '<script>alert(1)</script>' });
    const page = await res.text();
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('answers a filled honeypot like a person but stores nothing', async () => {
    const res = await post(buildContactRequest({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Request Submitted!');
    expect(await stored('bot@example.com')).toHaveLength(0);
  });

  it('shares the per-address limit with the JSON route and says to wait or call', async () => {
    const client = 'limited';
    for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.limit; i++) {
      const res =
        i % 2
          ? await h.json('POST', '/api/contact', buildContactRequest(), { 'x-test-client': client })
          : await post(buildContactRequest(), client);
      expect(res.status).not.toBe(429);
    }
    const limited = await post(buildContactRequest(), client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await limited.text();
    expect(page).toContain('Your request was not sent');
    expect(page).toContain(COMPANY.phone);
  });

  it('refuses a post from another site', async () => {
    const res = await h.app.request('/api/contact/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(buildContactRequest()).toString(),
    });
    expect(res.status).toBe(403);
  });
});

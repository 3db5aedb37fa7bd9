/**
 * Customer messages (decision 0180), end to end: two real API processes (server.ts, as production runs them) on
 * one PostgreSQL database, with a real SMTP server and the Twilio stand-in in this test process,
 * and instance A restarted (SIGTERM, as a deploy does) while it is in the middle of a send. Every
 * due message reaches its recipient once: none twice, none lost (counted by recipient).
 * PostgreSQL suite only (DATABASE_URL); messages-exactly-once.test.ts covers the same rules with
 * two workers in one process, on PGlite too, and the crash case.
 */
import { ARRIVAL_WINDOW_LABELS } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-processes.ts';
import { bookingFor } from './booking-helpers.ts';
import { createTestDatabase, databaseUrl } from './database.ts';
import { type SmsStandIn, type SmtpStandIn, startSmsStandIn, startSmtp } from './messaging-support.ts';

const BOOKINGS = 16;

describe.skipIf(!process.env.DATABASE_URL)('customer messages: two API processes and a restart mid-send', () => {
  let db: Database;
  let dbUrl: string;
  let smtp: SmtpStandIn;
  let sms: SmsStandIn;
  const running: ApiProcess[] = [];

  const start = async (name: string) => {
    const instance = await startApiProcess(name, {
      DATABASE_URL: dbUrl,
      ADMIN_PASSWORD: 'two-process-messages-admin',
      CREW_PASSWORD: 'two-process-messages-crew',
      CREWS_PER_WINDOW: '50',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Haul It All Atlanta <hello@haulitallatl.com>',
      TWILIO_ACCOUNT_SID: sms.accountSid,
      TWILIO_AUTH_TOKEN: sms.authToken,
      TWILIO_FROM: '+14045550199',
      TWILIO_API_URL: sms.apiBase,
      // The count must not depend on the hour the suite runs at.
      E2E_NO_QUIET_HOURS: 'true',
    });
    running.push(instance);
    return instance;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    sms = await startSmsStandIn();
    db = await createTestDatabase();
    const url = databaseUrl(db);
    if (!url) throw new Error('no server URL');
    dbUrl = url;
  });

  afterAll(async () => {
    sms?.release();
    await Promise.all(running.map(stopApiProcess));
    await db?.close();
    await smtp?.close();
    await sms?.close();
  });

  const confirmations = () =>
    db.sql<{ status: string; owner: string | null }[]>`
      select status, lease_owner as owner from messages where kind = 'booking_confirmation'`;

  it(`sends each of ${BOOKINGS * 2} confirmations once while instance A is restarted mid-send`, async () => {
    const a = await start('A');
    const b = await start('B');
    // A date with room (bookable dates follow the company's rules, relative to today).
    let date = '';
    for (let days = 10; days < 40 && !date; days++) {
      const d = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const res = await fetch(`${b.url}/api/appointments/availability?date=${d}`);
      const body = (await res.json()) as { availableSlots?: string[] };
      if (res.status === 200 && body.availableSlots?.length === ARRIVAL_WINDOW_LABELS.length) date = d;
    }
    expect(date).not.toBe('');

    // Twilio takes each text but holds its answer: whichever worker sends one is mid-send.
    sms.hold();
    for (let i = 0; i < BOOKINGS; i++) {
      const n = String(i).padStart(2, '0');
      const res = await fetch(`${(i % 2 ? b : a).url}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify(
          bookingFor(date, { email: `twoproc.${n}@example.com`, phone: `40455503${n}`, smsConsent: true }),
        ),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    // Both instances hold a claimed text the provider has taken (two lease owners sending).
    const owners = async () =>
      new Set((await confirmations()).filter((m) => m.status === 'sending').map((m) => m.owner)).size;
    await expect.poll(owners, { timeout: 20_000, interval: 100 }).toBe(2);
    const takenBeforeRestart = sms.texts.length;

    // A is told to stop mid-send; the provider answers later; A finishes and exits.
    const aStopped = stopApiProcess(a);
    // A has stopped taking connections, the step before it waits for its sends: still running.
    await vi.waitFor(
      async () => {
        if (
          await fetch(`${a.url}/api/health`).then(
            () => true,
            () => false,
          )
        )
          throw new Error('A still answers');
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(a.proc.exitCode).toBeNull(); // still finishing the send it holds
    sms.release();
    await aStopped;
    const a2 = await start('A (restarted)');
    expect(a2.url).not.toBe('');

    const unsent = async () => (await confirmations()).filter((m) => m.status !== 'sent').length;
    await expect.poll(unsent, { timeout: 60_000, interval: 200 }).toBe(0);
    const statuses = (await confirmations()).map((m) => m.status);
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(BOOKINGS * 2);
    // And nothing more arrives after the last is recorded: one more booking on each instance,
    // sent by a pass of its worker, proves both have looked at the queue again since.
    for (const [i, instance] of [a2, b].entries()) {
      const res = await fetch(`${instance.url}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${BOOKINGS + i + 1}` },
        body: JSON.stringify(bookingFor(date, { email: `later.${i}@example.com`, phone: `40455504${i}0` })),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    await expect
      .poll(() => smtp.mails.filter((m) => /later\.\d@/.test(m.to && !Array.isArray(m.to) ? m.to.text : '')).length, {
        timeout: 30_000,
      })
      .toBe(2);

    const count = (values: string[]) => {
      const counts = new Map<string, number>();
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      return counts;
    };
    const mails = count(
      smtp.mails
        .filter((m) => m.subject?.startsWith('Your pickup is booked'))
        .map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))
        .filter((to) => to.includes('twoproc.')),
    );
    const texts = count(sms.texts.map((t) => t.to).filter((to) => to.startsWith('+140455503')));
    console.info(
      `two processes, A restarted mid-send (${takenBeforeRestart} texts taken before): ` +
        `${mails.size} addresses × ${[...new Set(mails.values())].join('/')} email, ` +
        `${texts.size} numbers × ${[...new Set(texts.values())].join('/')} text`,
    );
    expect(mails.size).toBe(BOOKINGS);
    expect(texts.size).toBe(BOOKINGS);
    expect([...mails.values()].every((n) => n === 1)).toBe(true);
    expect([...texts.values()].every((n) => n === 1)).toBe(true);
  }, 180_000);
});

/**
 * Customer messages sent exactly once (decision 0180): two API instances on one database and a restart in the middle of a send —
 * every due message reaches the SMTP server or the SMS stand-in once; none twice, none lost
 * (decision 0180). On PGlite both instances share its one connection; with DATABASE_URL each has
 * its own pool on the server, so SKIP LOCKED really arbitrates between them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { messagesRepository } from '../src/db/repositories/messages.ts';
import type { Channels, SmsChannel } from '../src/messaging/channels.ts';
import { smtpChannel } from '../src/messaging/smtp.ts';
import { twilioChannel } from '../src/messaging/twilio.ts';
import { ABANDONED_ERROR, LEASE_MS, messageWorker } from '../src/services/message-worker.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { connectAgain } from './database.ts';
import { useHarness } from './harness.ts';
import { type SmsStandIn, type SmtpStandIn, startSmsStandIn, startSmtp } from './messaging-support.ts';

const BOOKINGS = 24;
const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { ...noRateLimit, crewsPerWindow: 50 } });
let smtp: SmtpStandIn;
let sms: SmsStandIn;
let second: Database;
const closers: (() => void)[] = [];

function channelsFor(): Channels {
  const mail = smtpChannel(smtp.url, 'Haul It All Atlanta <hello@haulitallatl.com>');
  closers.push(mail.close);
  const text = twilioChannel({
    accountSid: sms.accountSid,
    authToken: sms.authToken,
    from: '+14045550199',
    apiBase: sms.apiBase,
    statusCallback: null,
  });
  return { email: mail, sms: text };
}

/** An SMS channel whose answer is held after the provider took the text: the instance is mid-send. */
function gated(inner: SmsChannel) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let entered: () => void = () => {};
  const midSend = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const channel: SmsChannel = {
    async send(text) {
      const result = await inner.send(text);
      entered();
      await gate;
      return result;
    },
  };
  return { channel, midSend, open };
}

beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startSmsStandIn();
  second = connectAgain(h.db);
});
afterAll(async () => {
  for (const close of closers) close();
  await second?.close();
  await smtp?.close();
  await sms?.close();
});

const countBy = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

describe('exactly once with two instances and a restart', () => {
  it(`sends each of ${BOOKINGS * 2} due messages once while instance A is restarted mid-send`, async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    for (let i = 0; i < BOOKINGS; i++) {
      const n = String(i).padStart(2, '0');
      const res = await h.json(
        'POST',
        '/api/appointments',
        bookingFor(i % 2 ? '2025-01-08' : '2025-01-09', {
          email: `once.${n}@example.com`,
          phone: `40455502${n}`,
          smsConsent: true,
        }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
    }

    const aChannels = channelsFor();
    const aGate = gated(aChannels.sms as SmsChannel);
    const a = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels: { email: aChannels.email, sms: aGate.channel },
      publicUrl: 'https://haul.example.com',
    });
    const b = messageWorker({
      repo: messagesRepository(second.sql),
      clock: h.clock,
      channels: channelsFor(),
      publicUrl: 'https://haul.example.com',
    });

    const aRun = a.runOnce();
    await aGate.midSend; // A has handed a text to the provider and not yet recorded it.
    const bRun = b.runOnce();
    const aStopped = a.stop(); // SIGTERM: A claims nothing more and finishes what it holds.
    // B's whole pass ends while A still holds its text: B never sends what A's lease holds.
    await bRun;
    aGate.open();
    await Promise.all([aRun, aStopped]);
    // The restarted A and B both look again: nothing is left to send.
    const a2 = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels: channelsFor(),
      publicUrl: 'https://haul.example.com',
    });
    expect(await Promise.all([a2.runOnce(), b.runOnce()])).toEqual([0, 0]);

    const mails = countBy(smtp.mails.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '')));
    const texts = countBy(sms.texts.map((t) => t.to));
    expect(mails.size).toBe(BOOKINGS);
    expect(texts.size).toBe(BOOKINGS);
    expect([...mails.values()].every((n) => n === 1)).toBe(true);
    expect([...texts.values()].every((n) => n === 1)).toBe(true);
    const statuses = await h.db.sql<{ status: string; n: number }[]>`
      select status, count(*)::int as n from messages where kind = 'booking_confirmation' group by status`;
    expect(statuses).toEqual([{ status: 'sent', n: BOOKINGS * 2 }]);
    console.info(`exactly once: ${BOOKINGS} emails and ${BOOKINGS} texts, each received once; A restarted mid-send`);
  });

  it('a crash mid-send is never sent again automatically: it fails visibly, for the office to resend', async () => {
    h.clock.set('2025-01-06T16:00:00Z');
    const res = await h.json(
      'POST',
      '/api/appointments',
      bookingFor('2025-01-10', { email: 'crash@example.com', phone: '4045550300', smsConsent: true }),
    );
    expect(res.status).toBe(201);
    const before = sms.texts.length;
    const crashing = gated(channelsFor().sms as SmsChannel);
    const c = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels: { email: channelsFor().email, sms: crashing.channel },
      publicUrl: 'https://haul.example.com',
    });
    const cRun = c.runOnce();
    await crashing.midSend; // …and C "dies" here: it never records the outcome while its lease runs.
    h.clock.set(new Date(h.clock.now().getTime() + LEASE_MS + 1000));
    const d = messageWorker({
      repo: messagesRepository(second.sql),
      clock: h.clock,
      channels: channelsFor(),
      publicUrl: 'https://haul.example.com',
    });
    await d.runOnce();
    expect(sms.texts.length - before).toBe(1);
    const [row] = await h.db.sql<{ status: string; last_error: string }[]>`
      select m.status, m.last_error from messages m join appointments a on a.id = m.appointment_id
      where a.email = 'crash@example.com' and m.kind = 'booking_confirmation' and m.channel = 'sms'`;
    expect(row).toEqual({ status: 'failed', last_error: ABANDONED_ERROR });
    crashing.open();
    await cRun;
  });
});

/**
 * Customer messages (docs/messages.md) end to end through the API, a real SMTP server (smtp-server,
 * parsed with mailparser) and a local stand-in of Twilio's endpoint. Time is the harness clock.
 */
import { COMPANY, SMS_CONSENT_TEXT } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesRepository } from '../src/db/repositories/messages.ts';
import type { Channels } from '../src/messaging/channels.ts';
import { smtpChannel } from '../src/messaging/smtp.ts';
import { twilioChannel, twilioSignature } from '../src/messaging/twilio.ts';
import { messageWorker, NOT_SENT } from '../src/services/message-worker.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { useHarness } from './harness.ts';
import { type SmsStandIn, type SmtpStandIn, startSmsStandIn, startSmtp } from './messaging-support.ts';

const PUBLIC_URL = 'https://haul.example.com';
const channels: Channels = { email: null, sms: null };
// Monday 2025-01-06, 10:00 in Atlanta.
const h = useHarness({
  now: '2025-01-06T15:00:00Z',
  deps: { ...noRateLimit, channels, publicUrl: PUBLIC_URL, twilioAuthToken: 'test-auth-token' },
});
let smtp: SmtpStandIn;
let sms: SmsStandIn;
let worker: ReturnType<typeof messageWorker>;
let closeMail: () => void;

beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startSmsStandIn();
  const mailer = smtpChannel(smtp.url, 'Haul It All Atlanta <hello@haulitallatl.com>');
  closeMail = mailer.close;
  channels.email = mailer;
  channels.sms = twilioChannel({
    accountSid: sms.accountSid,
    authToken: sms.authToken,
    from: '+14045550199',
    apiBase: sms.apiBase,
    statusCallback: null,
  });
  worker = messageWorker({ repo: messagesRepository(h.db.sql), clock: h.clock, channels, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  closeMail?.();
  await smtp?.close();
  await sms?.close();
});

async function book(date: string, overrides: Record<string, unknown>) {
  const res = await h.json('POST', '/api/appointments', bookingFor(date, overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

async function messagesOf(appointmentId: string) {
  const admin = await h.signIn('admin');
  const res = await h.json('GET', `/api/office/messages?appointmentId=${appointmentId}`, undefined, { cookie: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    messages: {
      id: string;
      kind: string;
      channel: string;
      status: string;
      notSentReason: string | null;
      lastError: string | null;
      attempts: number;
    }[];
  };
}

const find = (list: Awaited<ReturnType<typeof messagesOf>>, kind: string, channel: string) =>
  list.messages.find((m) => m.kind === kind && m.channel === channel);

/** Posts a form to a webhook, signed as Twilio would sign it (or with `signature`). */
function webhook(path: string, params: Record<string, string>, signature?: string) {
  return h.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature('test-auth-token', `${PUBLIC_URL}${path}`, params),
    },
    body: new URLSearchParams(params),
  });
}

describe('customer messages', () => {
  it('sends the exact confirmation by email and text at once, and the reminder at 17:00 the day before', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const job = await book('2025-01-08', {
      firstName: 'Dana',
      email: 'Dana.Confirm@example.com',
      phone: '(404) 555-0111',
      address: '12 Oak St, Decatur, GA',
      smsConsent: true,
    });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(2);

    const mails = smtp.mails.filter((m) => m.to && JSON.stringify(m.to).includes('dana.confirm@example.com'));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Your pickup is booked for Wednesday, January 8, 2025');
    expect(mail?.from?.value).toEqual([{ name: 'Haul It All Atlanta', address: 'hello@haulitallatl.com' }]);
    const unsubscribe = mail?.text?.match(/Unsubscribe: (\S+)/)?.[1];
    expect(mail?.text).toBe(
      `Hi Dana, thanks for booking Haul It All Atlanta. We will be there on Wednesday, January 8, 2025, arriving 8:00 AM - 10:00 AM, at 12 Oak St, Decatur, GA. Need to change something? Call ${COMPANY.phone}.\n\n` +
        `Haul It All Atlanta · ${COMPANY.phone} · ${COMPANY.siteUrl}\nUnsubscribe: ${unsubscribe}`,
    );
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/api/messages/unsubscribe/[0-9a-f-]{36}$`));
    expect(mail?.html).toContain(`href="${unsubscribe}"`);
    expect(mail?.html).toContain(COMPANY.phone);
    expect(mail?.headerLines.find((l) => l.key === 'list-unsubscribe')?.line).toContain(`<${unsubscribe}>`);

    const texts = sms.texts.filter((t) => t.to === '+14045550111');
    expect(texts).toEqual([
      expect.objectContaining({
        from: '+14045550199',
        body: `Haul It All: Hi Dana, thanks for booking Haul It All Atlanta. We will be there on Wednesday, January 8, 2025, arriving 8:00 AM - 10:00 AM, at 12 Oak St, Decatur, GA. Need to change something? Call ${COMPANY.phone}. Reply STOP to opt out.`,
      }),
    ]);
    const list = await messagesOf(job.id);
    expect(find(list, 'booking_confirmation', 'email')?.status).toBe('sent');
    expect(find(list, 'booking_confirmation', 'sms')?.status).toBe('sent');
    expect(find(list, 'reminder', 'email')?.status).toBe('scheduled');

    // The consent is stored with its words and time.
    const [consent] = await h.db.sql<{ consent_text: string; consented_at: Date }[]>`
      select consent_text, consented_at from sms_consents where appointment_id = ${job.id}`;
    expect(consent).toEqual({ consent_text: SMS_CONSENT_TEXT, consented_at: new Date('2025-01-06T15:00:00Z') });

    // 16:59 in Atlanta the day before: nothing yet. 17:00: the reminder, once.
    h.clock.set('2025-01-07T21:59:00Z');
    await worker.runOnce();
    expect(smtp.mails.filter((m) => m.subject?.startsWith('Reminder'))).toHaveLength(0);
    h.clock.set('2025-01-07T22:00:00Z');
    await worker.runOnce();
    await worker.runOnce();
    const reminders = smtp.mails.filter(
      (m) => m.subject === 'Reminder: we are coming tomorrow, Wednesday, January 8, 2025',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('Hi Dana, a reminder from Haul It All Atlanta: our crew arrives tomorrow');
    expect(sms.texts.filter((t) => t.to === '+14045550111')).toHaveLength(2);
  });

  it('sends no text without consent, and says why', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const job = await book('2025-01-09', { phone: '404-555-0122', email: 'no.consent@example.com' });
    await worker.runOnce();
    expect(sms.texts.filter((t) => t.to === '+14045550122')).toHaveLength(0);
    const list = await messagesOf(job.id);
    expect(find(list, 'booking_confirmation', 'sms')).toMatchObject({
      status: 'not_sent',
      notSentReason: NOT_SENT.noConsent,
    });
    expect(find(list, 'booking_confirmation', 'email')?.status).toBe('sent');
  });

  it('holds texts during quiet hours until 08:00 but not email', async () => {
    // 22:30 in Atlanta.
    h.clock.set('2025-01-07T03:30:00Z');
    const job = await book('2025-01-10', { phone: '4045550133', email: 'night.owl@example.com', smsConsent: true });
    await worker.runOnce();
    expect(smtp.mails.filter((m) => JSON.stringify(m.to).includes('night.owl@example.com'))).toHaveLength(1);
    expect(sms.texts.filter((t) => t.to === '+14045550133')).toHaveLength(0);
    expect(find(await messagesOf(job.id), 'booking_confirmation', 'sms')).toMatchObject({
      status: 'scheduled',
      attempts: 0,
    });
    h.clock.set('2025-01-07T12:59:00Z'); // 07:59
    await worker.runOnce();
    expect(sms.texts.filter((t) => t.to === '+14045550133')).toHaveLength(0);
    h.clock.set('2025-01-07T13:00:00Z'); // 08:00
    await worker.runOnce();
    expect(sms.texts.filter((t) => t.to === '+14045550133')).toHaveLength(1);
  });

  it('STOP opts a number out until START; HELP answers with the company phone; signatures are checked', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const job = await book('2025-01-11', { phone: '4045550144', email: 'stopper@example.com', smsConsent: true });
    await worker.runOnce();
    expect(sms.texts.filter((t) => t.to === '+14045550144')).toHaveLength(1);

    const forged = await webhook('/api/messages/twilio/inbound', { From: '+14045550144', Body: 'STOP' }, 'bm90IGl0');
    expect(forged.status).toBe(403);
    const help = await webhook('/api/messages/twilio/inbound', { From: '+14045550144', Body: 'help' });
    expect(help.status).toBe(200);
    expect(await help.text()).toContain(COMPANY.phone);
    // Twilio's delivery report marks the confirmation text delivered.
    const [confirmation] = await h.db.sql<{ provider_id: string }[]>`
      select provider_id from messages where appointment_id = ${job.id} and kind = 'booking_confirmation' and channel = 'sms'`;
    const report = await webhook('/api/messages/twilio/status', {
      MessageSid: confirmation?.provider_id ?? '',
      MessageStatus: 'delivered',
    });
    expect(report.status).toBe(204);
    expect(find(await messagesOf(job.id), 'booking_confirmation', 'sms')?.status).toBe('delivered');
    const stop = await webhook('/api/messages/twilio/inbound', { From: '+14045550144', Body: ' Stop ' });
    expect(await stop.text()).toContain('no more texts');

    // The reminder (Friday 17:00) is not texted, and says why; the email still goes.
    h.clock.set('2025-01-10T22:00:00Z');
    await worker.runOnce();
    expect(sms.texts.filter((t) => t.to === '+14045550144')).toHaveLength(1);
    const list = await messagesOf(job.id);
    expect(find(list, 'reminder', 'sms')).toMatchObject({ status: 'not_sent', notSentReason: NOT_SENT.stopped });
    expect(find(list, 'reminder', 'email')?.status).toBe('sent');

    // START: texts again (the office resends the reminder by hand).
    await webhook('/api/messages/twilio/inbound', { From: '+14045550144', Body: 'START' });
    const admin = await h.signIn('admin');
    const resend = await h.json('POST', `/api/office/messages/${find(list, 'reminder', 'sms')?.id}/resend`, undefined, {
      cookie: admin,
    });
    expect(resend.status).toBe(200);
    await worker.runOnce();
    expect(sms.texts.filter((t) => t.to === '+14045550144')).toHaveLength(2);
  });

  it('retries a temporary refusal with back-off; a permanent one fails with its error and can be resent', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    smtp.refuseNext(1, 451);
    const job = await book('2025-01-13', { email: 'retry.me@example.com' });
    await worker.runOnce();
    let email = find(await messagesOf(job.id), 'booking_confirmation', 'email');
    expect(email).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(email?.lastError).toContain('Try again later');
    h.clock.set('2025-01-06T15:00:29Z');
    await worker.runOnce();
    expect(smtp.mails.filter((m) => JSON.stringify(m.to).includes('retry.me@'))).toHaveLength(0);
    h.clock.set('2025-01-06T15:00:30Z');
    await worker.runOnce();
    expect(smtp.mails.filter((m) => JSON.stringify(m.to).includes('retry.me@'))).toHaveLength(1);

    h.clock.set('2025-01-06T16:00:00Z');
    smtp.refuseNext(1, 550);
    const other = await book('2025-01-14', { email: 'refused@example.com' });
    await worker.runOnce();
    email = find(await messagesOf(other.id), 'booking_confirmation', 'email');
    expect(email).toMatchObject({ status: 'failed', attempts: 1 });
    expect(email?.lastError).toContain('Try again later');
    const admin = await h.signIn('admin');
    expect(
      (await h.json('POST', `/api/office/messages/${email?.id}/resend`, undefined, { cookie: admin })).status,
    ).toBe(200);
    await worker.runOnce();
    expect(find(await messagesOf(other.id), 'booking_confirmation', 'email')?.status).toBe('sent');
    // A sent message is not resent.
    const again = await h.json('POST', `/api/office/messages/${email?.id}/resend`, undefined, { cookie: admin });
    expect(again.status).toBe(409);
  });

  it('unsubscribe link stops reminders by email but not the confirmation', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const job = await book('2025-01-15', { email: 'leave.me@example.com' });
    await worker.runOnce();
    const mail = smtp.mails.find((m) => JSON.stringify(m.to).includes('leave.me@'));
    const link = mail?.text?.match(/Unsubscribe: (\S+)/)?.[1] ?? '';
    const path = new URL(link).pathname;
    expect((await h.app.request(path)).status).toBe(200);
    expect((await h.app.request(path, { method: 'POST' })).status).toBe(200);
    h.clock.set('2025-01-14T22:00:00Z');
    await worker.runOnce();
    expect(find(await messagesOf(job.id), 'reminder', 'email')).toMatchObject({
      status: 'not_sent',
      notSentReason: NOT_SENT.unsubscribed,
    });
  });

  it('with no provider configured, composes and stores messages and shows them not sent', async () => {
    const bare: Channels = { email: null, sms: null };
    const idle = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels: bare,
      publicUrl: PUBLIC_URL,
    });
    h.clock.set('2025-01-06T15:00:00Z');
    const job = await book('2025-01-16', { email: 'unsent@example.com', smsConsent: true, phone: '4045550155' });
    await idle.runOnce();
    const list = await messagesOf(job.id);
    expect(find(list, 'booking_confirmation', 'email')).toMatchObject({
      status: 'not_sent',
      notSentReason: NOT_SENT.noEmailProvider,
    });
    expect(find(list, 'booking_confirmation', 'sms')).toMatchObject({
      status: 'not_sent',
      notSentReason: NOT_SENT.noSmsProvider,
    });
  });

  it('office settings: reminder hour moves scheduled reminders; preview fills the wording; crews are refused', async () => {
    const admin = await h.signIn('admin');
    const crew = await h.signIn('crew');
    expect((await h.json('GET', '/api/office/messages', undefined, { cookie: crew })).status).toBe(403);
    h.clock.set('2025-01-06T15:00:00Z');
    const job = await book('2025-01-17', { email: 'hour@example.com' });
    const settings = {
      reminderHour: 9,
      reviewLink: null,
      wording: { reminder: { subject: 'See you {date}', body: 'Hi {firstName}!' } },
    };
    expect((await h.json('PUT', '/api/office/message-settings', settings, { cookie: admin })).status).toBe(200);
    const [reminder] = await h.db.sql<{ due_at: Date }[]>`
      select due_at from messages where appointment_id = ${job.id} and kind = 'reminder' and channel = 'email'`;
    expect(reminder?.due_at.toISOString()).toBe('2025-01-16T14:00:00.000Z');
    const preview = await h.json(
      'POST',
      '/api/office/message-preview',
      { kind: 'reminder', wording: settings.wording.reminder },
      { cookie: admin },
    );
    expect(await preview.json()).toMatchObject({
      subject: 'See you Friday, March 14, 2025',
      sms: 'Haul It All: Hi Jordan! Reply STOP to opt out.',
    });
    const bad = await h.json(
      'PUT',
      '/api/office/message-settings',
      { ...settings, reminderHour: 3 },
      { cookie: admin },
    );
    expect(bad.status).toBe(400);
    await h.json(
      'PUT',
      '/api/office/message-settings',
      { reminderHour: 17, reviewLink: null, wording: {} },
      { cookie: admin },
    );
  });
});

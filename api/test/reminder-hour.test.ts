/**
 * The reminder hour once (decision 0316), through the API: the office may choose only hours a text
 * may go out at (shared's REMINDER_HOURS), so a reminder at the last of them reaches the phone that
 * evening instead of waiting for quiet hours to end on the job's own morning. The database's check
 * and default are held to the same range, and an upgrade moves an hour chosen outside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ApiErrorSchema,
  MessageSettingsSchema,
  REMINDER_HOUR_REFUSAL,
  REMINDER_HOURS,
  reminderDueAt,
} from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { messagesRepository } from '../src/db/repositories/messages.ts';
import type { Channels } from '../src/messaging/channels.ts';
import { smtpChannel } from '../src/messaging/smtp.ts';
import { twilioChannel } from '../src/messaging/twilio.ts';
import { messageWorker } from '../src/services/message-worker.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { useHarness } from './harness.ts';
import { type SmsStandIn, type SmtpStandIn, startSmsStandIn, startSmtp } from './messaging-support.ts';

const channels: Channels = { email: null, sms: null };
// Monday 2025-01-06, 10:00 in Atlanta.
const PUBLIC_URL = 'https://haul.example.com';
const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { ...noRateLimit, channels, publicUrl: PUBLIC_URL } });
let smtp: SmtpStandIn;
let sms: SmsStandIn;
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
});
afterAll(async () => {
  closeMail?.();
  await smtp?.close();
  await sms?.close();
});

const saveHour = async (reminderHour: number) =>
  h.json(
    'PUT',
    '/api/office/message-settings',
    { reminderHour, reviewLink: null, wording: {} },
    {
      cookie: await h.signIn('admin'),
    },
  );

async function reminderDue(appointmentId: string, channel: 'email' | 'sms'): Promise<string | undefined> {
  const [row] = await h.db.sql<{ due_at: Date }[]>`
    select due_at from messages where appointment_id = ${appointmentId} and kind = 'reminder' and channel = ${channel}`;
  return row?.due_at.toISOString();
}

describe('the reminder hour is one a text may go out at (decision 0316)', () => {
  it('starts at the shared default, and the database refuses the hour either side of the shared range', async () => {
    const res = await h.json('GET', '/api/office/message-settings', undefined, { cookie: await h.signIn('admin') });
    expect(MessageSettingsSchema.parse(await res.json()).reminderHour).toBe(REMINDER_HOURS.default);
    for (const hour of [REMINDER_HOURS.first - 1, REMINDER_HOURS.last + 1]) {
      await expect(h.db.sql`update message_settings set reminder_hour = ${hour} where id = 1`).rejects.toThrow(
        /message_settings_reminder_hour_check/,
      );
    }
    for (const hour of [REMINDER_HOURS.first, REMINDER_HOURS.last, REMINDER_HOURS.default]) {
      await h.db.sql`update message_settings set reminder_hour = ${hour} where id = 1`;
    }
  });

  it('refuses an hour in quiet hours with the reason; a reminder at the last hour goes by text that evening', async () => {
    const late = await saveHour(REMINDER_HOURS.last + 1);
    expect(late.status).toBe(400);
    expect(ApiErrorSchema.parse(await late.json()).error.message).toContain(REMINDER_HOUR_REFUSAL);
    expect((await saveHour(REMINDER_HOURS.last)).status).toBe(200);

    h.clock.set('2025-01-06T15:00:00Z');
    const booked = await h.json(
      'POST',
      '/api/appointments',
      bookingFor('2025-01-09', { phone: '4045550177', email: 'evening@example.com', smsConsent: true }),
    );
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const due = reminderDueAt('2025-01-09', REMINDER_HOURS.last).toISOString();
    expect(due).toBe('2025-01-09T01:00:00.000Z'); // 20:00 on Wednesday in Atlanta
    expect([await reminderDue(id, 'email'), await reminderDue(id, 'sms')]).toEqual([due, due]);

    // At the hour the email and the text both go, the evening before the job.
    const worker = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels,
      publicUrl: PUBLIC_URL,
    });
    h.clock.set(due);
    await worker.runOnce();
    await worker.runOnce();
    const texts = sms.texts.filter((t) => t.to === '+14045550177');
    expect(texts).toHaveLength(2);
    expect(texts.map((t) => t.body)).toContainEqual(expect.stringContaining('a reminder from Haul It All Atlanta'));
    expect(smtp.mails.filter((m) => m.subject?.startsWith('Reminder'))).toHaveLength(1);
    expect((await saveHour(REMINDER_HOURS.default)).status).toBe(200);
  });

  it('an upgrade moves an hour chosen in quiet hours, and the reminders scheduled at it, to the last allowed hour', async () => {
    const file = fs
      .readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations'))
      .find((f) => f.endsWith('_reminder_hour_in_texting_hours.sql'));
    if (!file) throw new Error('the reminder-hour migration is missing');
    h.clock.set('2025-03-03T15:00:00Z');
    const booked = await h.json(
      'POST',
      '/api/appointments',
      bookingFor('2025-03-20', { email: 'upgrade@example.com' }),
    );
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    // The database as the release before left it: the old range, the office at 21:00, its reminders due then.
    await h.db.sql.begin(async (tx) => {
      await tx`alter table message_settings drop constraint message_settings_reminder_hour_check`;
      await tx`alter table message_settings add constraint message_settings_reminder_hour_check
        check (reminder_hour between 6 and 21)`;
      await tx`update message_settings set reminder_hour = 21 where id = 1`;
      await tx`update messages set due_at = ${reminderDueAt('2025-03-20', 21)}
        where appointment_id = ${id} and kind = 'reminder'`;
      await tx`delete from schema_migrations where name = ${file}`;
    });

    expect(await migrate(h.db.sql)).toEqual([file]);
    const res = await h.json('GET', '/api/office/message-settings', undefined, { cookie: await h.signIn('admin') });
    expect(MessageSettingsSchema.parse(await res.json()).reminderHour).toBe(REMINDER_HOURS.last);
    // 20:00 on the evening before, in daylight time: the hour moved, not the day.
    expect(await reminderDue(id, 'email')).toBe(reminderDueAt('2025-03-20', REMINDER_HOURS.last).toISOString());
    expect(await reminderDue(id, 'email')).toBe('2025-03-20T00:00:00.000Z');
    await expect(h.db.sql`update message_settings set reminder_hour = 21 where id = 1`).rejects.toThrow(
      /message_settings_reminder_hour_check/,
    );
  });
});

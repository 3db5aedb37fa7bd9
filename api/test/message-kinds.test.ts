/**
 * Which message kinds ignore an unsubscribe, stop when the job ends or lapse when it moves is one
 * table, `MESSAGE_KIND_RULES` in shared. The database's list of kinds is pinned to it, and the
 * worker is run over every kind in every situation the table speaks of: a rule written again in
 * the worker or the SQL that disagrees with the table fails here. Real SMTP stand-in, real database.
 */
import {
  type CalendarDate,
  MESSAGE_KIND_RULES,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageKindRule,
} from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesRepository } from '../src/db/repositories/messages.ts';
import type { Channels } from '../src/messaging/channels.ts';
import { smtpChannel } from '../src/messaging/smtp.ts';
import { messageWorker, NOT_SENT } from '../src/services/message-worker.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { useHarness } from './harness.ts';
import { type SmtpStandIn, startSmtp } from './messaging-support.ts';

// Monday 2025-01-06, 10:00 in Atlanta: in the day, so no quiet hours.
const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: noRateLimit });
const channels: Channels = { email: null, sms: null };
let smtp: SmtpStandIn;
let closeMail: () => void;
beforeAll(async () => {
  smtp = await startSmtp();
  const mailer = smtpChannel(smtp.url, 'Haul It All Atlanta <hello@haulitallatl.com>');
  closeMail = mailer.close;
  channels.email = mailer;
});
afterAll(async () => {
  closeMail?.();
  await smtp?.close();
});

/** A booked job whose outbox holds one email of every kind, due now, for the job's own date. */
async function jobWithEveryKind(date: CalendarDate, email: string) {
  const res = await h.json('POST', '/api/appointments', bookingFor(date, { email }));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await h.db.sql`delete from messages where appointment_id = ${id}`;
  const repo = messagesRepository(h.db.sql);
  for (const kind of MESSAGE_KINDS) {
    const message = { kind, channel: 'email' as const, appointmentId: id, occasion: date, recipient: email };
    await repo.enqueue(
      h.db.sql,
      { ...message, subject: kind, bodyText: kind, bodyHtml: null, dueAt: h.clock.now() },
      h.clock.now(),
    );
  }
  return id;
}

/** Runs the worker and answers each kind's outcome: 'sent', or the reason it was not sent. */
async function outcomes(appointmentId: string): Promise<Record<string, string>> {
  const worker = messageWorker({ repo: messagesRepository(h.db.sql), clock: h.clock, channels, publicUrl: 'x:' });
  await worker.runOnce();
  const rows = await h.db.sql<{ kind: MessageKind; status: string; not_sent_reason: string | null }[]>`
    select kind, status, not_sent_reason from messages where appointment_id = ${appointmentId}`;
  return Object.fromEntries(rows.map((r) => [r.kind, r.status === 'sent' ? 'sent' : (r.not_sent_reason ?? r.status)]));
}

/** What the table says each kind does in a situation: sent, or not sent for `reason`. */
const expected = (property: Exclude<keyof MessageKindRule, 'label'>, when: boolean, reason: string) =>
  Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [kind, MESSAGE_KIND_RULES[kind][property] === when ? reason : 'sent']),
  );

describe('message kinds follow the one table in shared (MESSAGE_KIND_RULES)', () => {
  it("the database's check lists exactly the table's kinds", async () => {
    const [check] = await h.db.sql<{ definition: string }[]>`
      select pg_get_constraintdef(c.oid) as definition from pg_constraint c
      where c.conrelid = 'messages'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%kind%'`;
    const listed = [...(check?.definition ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...MESSAGE_KINDS].sort());
  });

  it('sends every kind to a job as booked', async () => {
    const id = await jobWithEveryKind('2025-01-08', 'as.booked@example.com');
    expect(await outcomes(id)).toEqual(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, 'sent'])));
  });

  it('emails an unsubscribed address only the kinds that ignore an unsubscribe', async () => {
    const id = await jobWithEveryKind('2025-01-08', 'gone@example.com');
    await h.db.sql`insert into email_opt_outs (email, opted_out_at) values ('gone@example.com', ${h.clock.now()})`;
    expect(await outcomes(id)).toEqual(expected('ignoresUnsubscribe', false, NOT_SENT.unsubscribed));
  });

  it.each([
    ['cancelled', NOT_SENT.cancelled],
    ['completed', NOT_SENT.done],
  ])('stops the kinds that stop when the job ends, once it is %s', async (status, reason) => {
    const id = await jobWithEveryKind('2025-01-09', `${status}@example.com`);
    await h.db.sql`update appointments set status = ${status} where id = ${id}`;
    expect(await outcomes(id)).toEqual(expected('stopsWhenJobEnds', true, reason));
  });

  it('lets the kinds written for a date lapse once the job moved to another day', async () => {
    const id = await jobWithEveryKind('2025-01-10', 'moved@example.com');
    await h.db.sql`update appointments set preferred_date = '2025-01-13' where id = ${id}`;
    expect(await outcomes(id)).toEqual(expected('lapsesWhenMoved', true, NOT_SENT.moved));
  });
});

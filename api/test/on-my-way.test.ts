/**
 * "On my way" (docs/messages.md) from the crew phone through sync. The customer hears once per tap, only
 * if the job has not started when the tap reaches the server; only the job's crew may send it.
 * Also: an office-made booking and a cancellation put their notices in the outbox.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messagesRepository } from '../src/db/repositories/messages.ts';
import type { SmsChannel } from '../src/messaging/channels.ts';
import { messageWorker } from '../src/services/message-worker.ts';
import { useHarness } from './harness.ts';
import { addJob, clockInArgs, mutation, pushOk, SITE, seedJob } from './sync-support.ts';

const texts: { to: string; body: string }[] = [];
const sms: SmsChannel = {
  async send(text) {
    texts.push(text);
    return { providerId: `SM${texts.length}` };
  },
};
// Monday 2025-01-06, 10:00 in Atlanta.
const h = useHarness({ now: '2025-01-06T15:00:00Z' });

async function kinds(appointmentId: string) {
  return h.db.sql<{ kind: string; channel: string; status: string; occasion: string }[]>`
    select kind, channel, status, occasion from messages where appointment_id = ${appointmentId} order by kind, channel`;
}

describe('"On my way" and the office\'s notices', () => {
  it('texts the customer once per tap, with an estimate from the phone position, while the job has not started', async () => {
    const admin = await h.signIn('admin');
    const job = await seedJob(h, admin);
    // The office-made booking queued its confirmation too (no SMS consent: the text is kept as not sent).
    expect((await kinds(job.appointmentId)).map((m) => m.kind)).toContain('booking_confirmation');
    await h.db.sql`insert into sms_consents (phone, appointment_id, consent_text, consented_at)
      select '+1' || regexp_replace(phone, '\\D', '', 'g'), id, 'test consent', now() from appointments where id = ${job.appointmentId}`;
    const worker = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels: { email: null, sms },
      publicUrl: 'https://haul.example.com',
    });
    await worker.runOnce();
    const before = texts.length;

    const tap = {
      id: randomUUID(),
      appointmentId: job.appointmentId,
      employeeId: job.employeeId,
      latitude: SITE.latitude + 0.09, // ~10 km north
      longitude: SITE.longitude,
    };
    const first = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'announceOnMyWay', tap)]);
    expect(first.results[0]).toMatchObject({ status: 'applied', result: { queued: true, etaMinutes: 15 } });
    // The same tap again (a push whose answer was lost) is the same message.
    await pushOk(h, job.crew, randomUUID(), [mutation(1, 'announceOnMyWay', tap)]);
    await worker.runOnce();
    const sent = texts.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('your Haul It All Atlanta crew is on the way, arriving in about 15 minutes');

    // Clocked in: the job has started, a late tap (queued offline) sends nothing.
    await pushOk(h, job.crew, randomUUID(), [mutation(1, 'clockIn', clockInArgs(job.employeeId, job.appointmentId))]);
    const late = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'announceOnMyWay', { ...tap, id: randomUUID() }),
    ]);
    expect(late.results[0]).toMatchObject({ status: 'applied', result: { queued: false } });
    await worker.runOnce();
    expect(texts.slice(before)).toHaveLength(1);
  });

  it('refuses a tap from someone not on the crew', async () => {
    const admin = await h.signIn('admin');
    const other = await seedJob(h, admin);
    const job = await addJob(h, admin, { date: '2025-01-06' });
    const res = await pushOk(h, other.crew, randomUUID(), [
      mutation(1, 'announceOnMyWay', { id: randomUUID(), appointmentId: job.id, employeeId: other.employeeId }),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'rejected' });
    expect((await kinds(job.id)).filter((m) => m.kind === 'on_my_way')).toEqual([]);
  });

  it('a cancellation queues its notice; the reminder of a cancelled job is not sent', async () => {
    const admin = await h.signIn('admin');
    const job = await addJob(h, admin, { date: '2025-01-08' });
    const res = await h.json('PATCH', `/api/appointments/${job.id}`, { status: 'cancelled' }, { cookie: admin });
    expect(res.status).toBe(200);
    const messages = await kinds(job.id);
    expect(messages.filter((m) => m.kind === 'cancellation').map((m) => m.channel)).toEqual(['email', 'sms']);
    h.clock.set('2025-01-07T22:00:00Z');
    const worker = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels: { email: { send: async () => ({ providerId: null }) }, sms: null },
      publicUrl: 'https://haul.example.com',
    });
    await worker.runOnce();
    const [reminder] = await h.db.sql<{ not_sent_reason: string }[]>`
      select not_sent_reason from messages where appointment_id = ${job.id} and kind = 'reminder' and channel = 'email'`;
    expect(reminder?.not_sent_reason).toBe('the appointment is cancelled');
  });
});

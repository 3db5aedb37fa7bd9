/**
 * Customer messages on the office's phone bookings (decision 0141): a phone booking queues the confirmation and reminder (and
 * stores the caller's consent); a reschedule queues its notice and the new date's reminder, and
 * the old date's reminder is kept as not sent. Clock: Monday 2025-01-06, 10:00 in Atlanta.
 */
import { AppointmentSchema, SMS_CONSENT_TEXT } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { describe, expect, it } from 'vitest';
import { messagesRepository } from '../src/db/repositories/messages.ts';
import { messageWorker, NOT_SENT } from '../src/services/message-worker.ts';
import { noRateLimit } from './booking-helpers.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: noRateLimit });

const phoneIn = (date: string, extra: Record<string, unknown> = {}) => {
  const { website: _w, ...fields } = buildAppointmentInput('2025-01-08T05:00:00.000Z', { phone: '404-555-0177' });
  return { ...fields, preferredDate: date, ...extra };
};

describe('office bookings and reschedules tell the customer', () => {
  it('queues the confirmation and reminder of a phone booking, then the reschedule notice and the new reminder', async () => {
    const admin = await h.signIn('admin');
    const res = await h.json('POST', '/api/office/appointments', phoneIn('2025-01-08', { smsConsent: true }), {
      cookie: admin,
    });
    expect(res.status).toBe(201);
    const job = AppointmentSchema.parse(await res.json());
    const [consent] = await h.db.sql<{ phone: string; consent_text: string }[]>`
      select phone, consent_text from sms_consents where appointment_id = ${job.id}`;
    expect(consent).toEqual({ phone: '+14045550177', consent_text: SMS_CONSENT_TEXT });

    const moved = await h.json(
      'POST',
      `/api/office/appointments/${job.id}/reschedule`,
      { date: '2025-01-10', slot: job.preferredTimeSlot },
      { cookie: admin },
    );
    expect(moved.status).toBe(200);
    const rows = await h.db.sql<{ kind: string; channel: string; occasion: string; due_at: Date }[]>`
      select kind, channel, occasion, due_at from messages where appointment_id = ${job.id} and channel = 'email'
      order by kind, occasion`;
    expect(rows.map((r) => [r.kind, r.kind === 'reschedule' ? 'move' : r.occasion])).toEqual([
      ['booking_confirmation', ''],
      ['reminder', '2025-01-08'],
      ['reminder', '2025-01-10'],
      ['reschedule', 'move'],
    ]);
    const [notice] = await h.db.sql<{ subject: string }[]>`
      select subject from messages where appointment_id = ${job.id} and kind = 'reschedule' and channel = 'email'`;
    expect(notice?.subject).toBe('Your appointment moved to Friday, January 10, 2025');

    // At the old reminder's hour, it is not sent: the job moved.
    h.clock.set('2025-01-07T22:00:00Z');
    const worker = messageWorker({
      repo: messagesRepository(h.db.sql),
      clock: h.clock,
      channels: { email: { send: async () => ({ providerId: null }) }, sms: null },
      publicUrl: 'https://haul.example.com',
    });
    await worker.runOnce();
    const [old] = await h.db.sql<{ status: string; not_sent_reason: string }[]>`
      select status, not_sent_reason from messages
      where appointment_id = ${job.id} and kind = 'reminder' and occasion = '2025-01-08' and channel = 'email'`;
    expect(old).toEqual({ status: 'not_sent', not_sent_reason: NOT_SENT.moved });
  });
});

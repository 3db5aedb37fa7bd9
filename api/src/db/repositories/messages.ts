/**
 * Customer messages SQL: the outbox rows (also the send queue: decision 0180), consent and
 * opt-outs, and the office's settings. Claiming uses `FOR UPDATE SKIP LOCKED`, so two API
 * instances never take the same row; every later write is fenced by the claimer's id.
 */
import {
  type CalendarDate,
  type Message,
  type MessageChannel,
  type MessageKind,
  type MessageListQuery,
  type MessageSettings,
  type MessageStatus,
  type MessageWording,
  REMINDER_HOURS,
} from '@haul/shared';
import type { Sql, Tx } from '../client.ts';

export interface NewMessage {
  kind: MessageKind;
  channel: MessageChannel;
  appointmentId: string;
  occasion: string;
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  dueAt: Date;
}

export interface ClaimedMessage {
  id: string;
  kind: MessageKind;
  channel: MessageChannel;
  appointmentId: string;
  occasion: string;
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  attempts: number;
  unsubscribeToken: string;
}

/** What the send rules look at when a message's turn comes. */
export interface SendContext {
  appointmentStatus: string | null;
  appointmentDate: CalendarDate | null;
  smsConsent: boolean;
  smsStopped: boolean;
  emailUnsubscribed: boolean;
}

interface MessageRow {
  id: string;
  kind: MessageKind;
  channel: MessageChannel;
  appointment_id: string;
  occasion: string;
  recipient: string;
  subject: string | null;
  body_text: string;
  status: MessageStatus;
  not_sent_reason: string | null;
  due_at: Date;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
  customer_name: string;
}

const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  kind: r.kind,
  channel: r.channel,
  appointmentId: r.appointment_id,
  occasion: r.occasion,
  recipient: r.recipient,
  subject: r.subject,
  bodyText: r.body_text,
  status: r.status,
  notSentReason: r.not_sent_reason,
  dueAt: r.due_at.toISOString(),
  attempts: r.attempts,
  lastError: r.last_error,
  sentAt: r.sent_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  customerName: r.customer_name,
});

export const MESSAGE_PAGE_SIZE = 25;

export function messagesRepository(sql: Sql) {
  return {
    /** Inserts unless the natural key exists (then nothing changes); true when it was new. */
    async enqueue(tx: Tx | Sql, m: NewMessage, now: Date): Promise<boolean> {
      const rows = await tx`
        insert into messages (kind, channel, appointment_id, occasion, recipient, subject, body_text, body_html,
          due_at, created_at, updated_at)
        values (${m.kind}, ${m.channel}, ${m.appointmentId}, ${m.occasion}, ${m.recipient}, ${m.subject},
          ${m.bodyText}, ${m.bodyHtml}, ${m.dueAt}, ${now}, ${now})
        on conflict (kind, channel, appointment_id, occasion) do nothing
        returning id`;
      return rows.length > 0;
    },

    /** Takes up to `limit` due messages for `owner` until `leaseUntil`; no other claimer sees them. */
    async claimDue(owner: string, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMessage[]> {
      return sql<ClaimedMessage[]>`
        update messages m set status = 'sending', lease_owner = ${owner}, lease_until = ${leaseUntil},
          attempts = m.attempts + 1, updated_at = ${now}
        where m.id in (
          select id from messages where status = 'scheduled' and due_at <= ${now}
          order by due_at, id limit ${limit}
          for update skip locked)
        returning m.id, m.kind, m.channel, m.appointment_id as "appointmentId", m.occasion, m.recipient, m.subject,
          m.body_text as "bodyText", m.body_html as "bodyHtml", m.attempts,
          m.unsubscribe_token as "unsubscribeToken"`;
    },

    /**
     * Sends whose claimer stopped without a word (a crash) are not sent again automatically: the
     * provider may have taken them. They become failed, for the office to resend (decision 0180).
     */
    async failAbandoned(now: Date, error: string): Promise<number> {
      const rows = await sql`
        update messages set status = 'failed', last_error = ${error}, updated_at = ${now}
        where id in (select id from messages where status = 'sending' and lease_until < ${now}
          for update skip locked)
        returning id`;
      return rows.length;
    },

    async sendContext(appointmentId: string, channel: MessageChannel, recipient: string): Promise<SendContext> {
      const [row] = await sql<
        {
          status: string | null;
          date: CalendarDate | null;
          consent: boolean;
          stopped: boolean;
          unsubscribed: boolean;
        }[]
      >`
        select
          (select status from appointments where id = ${appointmentId} and deleted_at is null) as status,
          (select preferred_date from appointments where id = ${appointmentId} and deleted_at is null) as date,
          ${channel} = 'sms' and exists (select 1 from sms_consents where phone = ${recipient}) as consent,
          ${channel} = 'sms' and exists (select 1 from sms_opt_outs where phone = ${recipient}
            and stopped_at is not null and (started_at is null or started_at < stopped_at)) as stopped,
          ${channel} = 'email' and exists (select 1 from email_opt_outs where email = lower(${recipient})) as unsubscribed`;
      return {
        appointmentStatus: row?.status ?? null,
        appointmentDate: row?.date ?? null,
        smsConsent: row?.consent ?? false,
        smsStopped: row?.stopped ?? false,
        emailUnsubscribed: row?.unsubscribed ?? false,
      };
    },

    /** Recorded even when the lease ran out meanwhile: the provider took it, so it is sent. */
    async markSent(id: string, owner: string, providerId: string | null, now: Date): Promise<void> {
      await sql`
        update messages set status = 'sent', provider_id = ${providerId}, sent_at = ${now}, last_error = null,
          lease_owner = null, lease_until = null, updated_at = ${now}
        where id = ${id} and lease_owner = ${owner} and status in ('sending', 'failed')`;
    },

    async markRetry(id: string, owner: string, dueAt: Date, error: string, now: Date): Promise<void> {
      await sql`
        update messages set status = 'scheduled', due_at = ${dueAt}, last_error = ${error}, lease_owner = null,
          lease_until = null, updated_at = ${now}
        where id = ${id} and lease_owner = ${owner} and status = 'sending'`;
    },

    async markFailed(id: string, owner: string, error: string, now: Date): Promise<void> {
      await sql`
        update messages set status = 'failed', last_error = ${error}, lease_owner = null, lease_until = null,
          updated_at = ${now}
        where id = ${id} and lease_owner = ${owner} and status = 'sending'`;
    },

    async markNotSent(id: string, owner: string, reason: string, now: Date): Promise<void> {
      await sql`
        update messages set status = 'not_sent', not_sent_reason = ${reason}, attempts = attempts - 1,
          lease_owner = null, lease_until = null, updated_at = ${now}
        where id = ${id} and lease_owner = ${owner} and status = 'sending'`;
    },

    /** Back to the queue until `dueAt` without counting an attempt (quiet hours). */
    async postpone(id: string, owner: string, dueAt: Date, now: Date): Promise<void> {
      await sql`
        update messages set status = 'scheduled', due_at = ${dueAt}, attempts = attempts - 1, lease_owner = null,
          lease_until = null, updated_at = ${now}
        where id = ${id} and lease_owner = ${owner} and status = 'sending'`;
    },

    /** The office's "Resend": a failed or not-sent message goes back to the queue, due now. */
    async resend(id: string, now: Date): Promise<'queued' | 'not_found' | 'not_resendable'> {
      const rows = await sql<{ id: string }[]>`
        update messages set status = 'scheduled', due_at = ${now}, attempts = 0, not_sent_reason = null,
          lease_owner = null, lease_until = null, updated_at = ${now}
        where id = ${id} and status in ('failed', 'not_sent')
        returning id`;
      if (rows.length) return 'queued';
      const [exists] = await sql`select 1 from messages where id = ${id}`;
      return exists ? 'not_resendable' : 'not_found';
    },

    async markDelivered(providerId: string, delivered: boolean, error: string | null, now: Date): Promise<void> {
      await sql`
        update messages set status = ${delivered ? 'delivered' : 'failed'},
          last_error = ${delivered ? null : error}, updated_at = ${now}
        where provider_id = ${providerId} and channel = 'sms' and status in ('sent', 'delivered')`;
    },

    /** Reminders not sent yet move with the office's new hour. */
    async rescheduleReminders(dueAtFor: (date: CalendarDate) => Date, now: Date): Promise<number> {
      const rows = await sql<{ id: string; occasion: CalendarDate }[]>`
        select id, occasion from messages where kind = 'reminder' and status = 'scheduled' and occasion <> ''`;
      for (const row of rows) {
        const dueAt = dueAtFor(row.occasion);
        await sql`update messages set due_at = ${dueAt < now ? now : dueAt}, updated_at = ${now}
          where id = ${row.id} and status = 'scheduled'`;
      }
      return rows.length;
    },

    async list(query: MessageListQuery): Promise<{ messages: Message[]; total: number }> {
      const offset = (query.page - 1) * MESSAGE_PAGE_SIZE;
      const where = sql`where true
        ${query.appointmentId ? sql`and m.appointment_id = ${query.appointmentId}` : sql``}
        ${query.status ? sql`and m.status = ${query.status}` : sql``}`;
      const rows = await sql<MessageRow[]>`
        select m.id, m.kind, m.channel, m.appointment_id, m.occasion, m.recipient, m.subject, m.body_text,
          m.status, m.not_sent_reason, m.due_at, m.attempts, m.last_error, m.sent_at, m.created_at,
          a.first_name || ' ' || a.last_name as customer_name
        from messages m join appointments a on a.id = m.appointment_id
        ${where}
        order by m.created_at desc, m.id
        limit ${MESSAGE_PAGE_SIZE} offset ${offset}`;
      const [count] = await sql<{ n: number }[]>`select count(*)::int as n from messages m ${where}`;
      return { messages: rows.map(toMessage), total: count?.n ?? 0 };
    },

    /** The appointment's fields a message is composed from; null when it is gone. */
    async messageAppointment(tx: Tx, appointmentId: string) {
      const found = await this.jobForOnMyWay(tx, appointmentId);
      return found?.appointment ?? null;
    },

    /** The job as "on my way" needs it, with whether it has started (a punch on it, or done/cancelled). */
    async jobForOnMyWay(tx: Tx, appointmentId: string) {
      const [row] = await tx<
        {
          id: string;
          first_name: string;
          email: string;
          phone: string;
          address: string;
          preferred_date: CalendarDate;
          preferred_time_slot: string;
          status: string;
          crew: string[];
          site_latitude: number | null;
          site_longitude: number | null;
          punched: boolean;
        }[]
      >`
        select a.id, a.first_name, a.email, a.phone, a.address, a.preferred_date, a.preferred_time_slot, a.status,
          a.assigned_employee_ids as crew, a.site_latitude, a.site_longitude,
          exists (select 1 from time_entries t where t.appointment_id = a.id and t.deleted_at is null) as punched
        from appointments a where a.id = ${appointmentId} and a.deleted_at is null`;
      if (!row) return null;
      return {
        appointment: {
          id: row.id,
          firstName: row.first_name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          preferredDate: row.preferred_date,
          preferredTimeSlot: row.preferred_time_slot,
        },
        crew: row.crew ?? [],
        site:
          row.site_latitude !== null && row.site_longitude !== null
            ? { latitude: row.site_latitude, longitude: row.site_longitude }
            : null,
        started: row.punched || row.status === 'completed' || row.status === 'cancelled',
      };
    },

    async recordConsent(tx: Tx, phone: string, appointmentId: string, text: string, at: Date): Promise<void> {
      await tx`insert into sms_consents (phone, appointment_id, consent_text, consented_at)
        values (${phone}, ${appointmentId}, ${text}, ${at})`;
    },

    async stopTexts(phone: string, at: Date): Promise<void> {
      await sql`insert into sms_opt_outs (phone, stopped_at) values (${phone}, ${at})
        on conflict (phone) do update set stopped_at = ${at}`;
    },

    async startTexts(phone: string, at: Date): Promise<void> {
      await sql`insert into sms_opt_outs (phone, started_at) values (${phone}, ${at})
        on conflict (phone) do update set started_at = ${at}`;
    },

    /** The address behind an unsubscribe link, or null for an unknown token. */
    async unsubscribe(token: string, at: Date): Promise<string | null> {
      const [row] = await sql<{ recipient: string }[]>`
        select recipient from messages where unsubscribe_token = ${token} and channel = 'email'`;
      if (!row) return null;
      await sql`insert into email_opt_outs (email, opted_out_at) values (lower(${row.recipient}), ${at})
        on conflict (email) do nothing`;
      return row.recipient;
    },

    /** `db`: the transaction a booking runs in, so the read waits for nothing. */
    async settings(db: Tx | Sql = sql): Promise<MessageSettings> {
      const [row] = await db<{ reminder_hour: number; review_link: string | null }[]>`
        select reminder_hour, review_link from message_settings where id = 1`;
      const wording = await db<{ kind: MessageKind; subject: string; body: string }[]>`
        select kind, subject, body from message_wording`;
      return {
        reminderHour: row?.reminder_hour ?? REMINDER_HOURS.default,
        reviewLink: row?.review_link ?? null,
        wording: Object.fromEntries(wording.map((w) => [w.kind, { subject: w.subject, body: w.body }])),
      };
    },

    async saveSettings(settings: MessageSettings, now: Date): Promise<void> {
      await sql.begin(async (tx) => {
        await tx`update message_settings set reminder_hour = ${settings.reminderHour},
          review_link = ${settings.reviewLink}, updated_at = ${now} where id = 1`;
        await tx`delete from message_wording`;
        for (const [kind, w] of Object.entries(settings.wording) as [MessageKind, MessageWording][]) {
          await tx`insert into message_wording (kind, subject, body, updated_at)
            values (${kind}, ${w.subject}, ${w.body}, ${now})`;
        }
      });
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;

/**
 * Customer messages (docs/messages.md): which messages an event puts in the outbox, composed at once with
 * the office's current wording so the office sees what the customer gets (or would get), and the
 * office's and the provider's calls. Sending is message-worker.ts.
 */
import {
  type Appointment,
  type CalendarDate,
  DEFAULT_WORDING,
  HELP_REPLY,
  type Invoice,
  inboundKeyword,
  kindsWhere,
  type MessageFacts,
  type MessageKind,
  type MessageListQuery,
  type MessagePage,
  type MessagePreview,
  type MessageSettings,
  type MessageWording,
  reminderDueAt,
  SMS_CONSENT_TEXT,
  START_REPLY,
  STOP_REPLY,
  toE164,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { Sql, Tx } from '../db/client.ts';
import { MESSAGE_PAGE_SIZE, type MessagesRepository, type NewMessage } from '../db/repositories/messages.ts';
import { ApiFailure, notFound } from '../http/errors.ts';
import type { Channels } from '../messaging/channels.ts';
import { renderEmail, renderText, withUnsubscribeLink } from '../messaging/templates.ts';

/** The appointment fields a message needs. */
export type MessageAppointment = Pick<
  Appointment,
  'id' | 'firstName' | 'email' | 'phone' | 'address' | 'preferredDate' | 'preferredTimeSlot'
>;

const factsOf = (a: MessageAppointment, extra: Partial<MessageFacts> = {}): MessageFacts => ({
  firstName: a.firstName,
  date: a.preferredDate,
  window: a.preferredTimeSlot,
  address: a.address,
  ...extra,
});

/** A fixed example for the office's preview (never a real customer). */
const PREVIEW_FACTS: MessageFacts = {
  firstName: 'Jordan',
  date: '2025-03-14',
  window: '8:00 AM - 10:00 AM',
  address: '123 Peachtree St NE, Atlanta, GA',
  etaMinutes: 20,
  reviewLink: 'https://example.com/review',
  totalCents: 39_900,
  invoiceLink: 'https://example.com/api/invoices/public/example',
};

/**
 * `publicUrl`: where customers reach this app (config PUBLIC_URL), the base of links written into
 * a message when it is composed (the invoice's page).
 */
export function messagesService(
  repo: MessagesRepository,
  sql: Sql,
  clock: Clock,
  channels: Channels,
  publicUrl: string,
) {
  const wordingFor = (settings: MessageSettings, kind: MessageKind): MessageWording =>
    settings.wording[kind] ?? DEFAULT_WORDING[kind];

  /** Both channels' rows for one occasion; the worker decides later whether each may go. */
  function compose(
    settings: MessageSettings,
    kind: MessageKind,
    a: MessageAppointment,
    occasion: string,
    dueAt: Date,
    extra: Partial<MessageFacts> = {},
  ): NewMessage[] {
    const facts = factsOf(a, { reviewLink: settings.reviewLink, ...extra });
    const wording = wordingFor(settings, kind);
    const email = renderEmail(wording, facts);
    const base = { kind, appointmentId: a.id, occasion, dueAt };
    return [
      {
        ...base,
        channel: 'email',
        recipient: a.email.toLowerCase(),
        subject: email.subject,
        bodyText: email.text,
        bodyHtml: email.html,
      },
      // A number that is not a US one is stored as written; the worker records it as not sent.
      {
        ...base,
        channel: 'sms',
        recipient: toE164(a.phone) ?? a.phone,
        subject: null,
        bodyText: renderText(wording, facts),
        bodyHtml: null,
      },
    ];
  }

  async function enqueueAll(tx: Tx | Sql, messages: NewMessage[], now: Date) {
    for (const m of messages) await repo.enqueue(tx, m, now);
  }

  return {
    /**
     * Inside the booking's transaction: the consent (when given), the confirmation (due now) and
     * the day-before reminder. A booking and its messages commit together or not at all.
     */
    async booked(tx: Tx, a: MessageAppointment, smsConsent: boolean, now: Date): Promise<void> {
      const settings = await repo.settings(tx);
      const phone = toE164(a.phone);
      if (smsConsent && phone) await repo.recordConsent(tx, phone, a.id, SMS_CONSENT_TEXT, now);
      await enqueueAll(tx, compose(settings, 'booking_confirmation', a, '', now), now);
      await this.scheduleReminder(tx, a, now, settings);
    },

    /** The reminder of the appointment's current date, unless its hour has already passed. */
    async scheduleReminder(tx: Tx | Sql, a: MessageAppointment, now: Date, known?: MessageSettings): Promise<void> {
      const settings = known ?? (await repo.settings(tx));
      const dueAt = reminderDueAt(a.preferredDate, settings.reminderHour);
      if (dueAt.getTime() <= now.getTime()) return;
      await enqueueAll(tx, compose(settings, 'reminder', a, a.preferredDate, dueAt), now);
    },

    /** A status change the customer hears of (cancellation today); `occasion` keeps each change apart. */
    async statusChanged(tx: Tx, a: MessageAppointment, to: string, occasion: string, now: Date): Promise<void> {
      if (to !== 'cancelled') return;
      const settings = await repo.settings(tx);
      await enqueueAll(tx, compose(settings, 'cancellation', a, occasion, now), now);
    },

    /** Moved to another day: the notice, and the reminder of the new date (the old one lapses when due). */
    async rescheduled(tx: Tx, a: MessageAppointment, occasion: string, now: Date): Promise<void> {
      const settings = await repo.settings(tx);
      await enqueueAll(tx, compose(settings, 'reschedule', a, occasion, now), now);
      await this.scheduleReminder(tx, a, now, settings);
    },

    /** The crew's "on my way": a text (and email) due now; `occasion` is the crew's tap id, so a replay is one message. */
    async onMyWay(tx: Tx, a: MessageAppointment, tapId: string, etaMinutes: number | null, now: Date) {
      const settings = await repo.settings(tx);
      await enqueueAll(tx, compose(settings, 'on_my_way', a, tapId, now, { etaMinutes }), now);
    },

    /**
     * Job done (decision 0192): the invoice, with its total and a link to its page (which carries
     * the PDF), due now and composed in the completion's transaction; `occasion` is the invoice
     * number, so a job's invoice is one message per channel.
     */
    async invoiceIssued(
      tx: Tx,
      a: MessageAppointment,
      invoice: Pick<Invoice, 'number' | 'totalCents' | 'publicPath'>,
      now: Date,
    ): Promise<void> {
      const settings = await repo.settings(tx);
      const invoiceLink = `${publicUrl.replace(/\/$/, '')}${invoice.publicPath}`;
      const extra = { totalCents: invoice.totalCents, invoiceLink };
      await enqueueAll(tx, compose(settings, 'receipt', a, String(invoice.number), now, extra), now);
    },

    /**
     * An invoice paid (card reader or Stripe, decision 0230): the review request with the office's
     * review link, due now — only when the office has set a link (off by default). `occasion` is
     * the invoice number, so a job's request is one message per channel whatever route paid it.
     */
    async invoicePaid(tx: Tx, invoice: Pick<Invoice, 'appointmentId' | 'number'>, now: Date): Promise<void> {
      const settings = await repo.settings(tx);
      if (!settings.reviewLink) return;
      const a = await repo.messageAppointment(tx, invoice.appointmentId);
      if (!a) return;
      await enqueueAll(tx, compose(settings, 'review_request', a, String(invoice.number), now), now);
    },

    async list(query: MessageListQuery): Promise<MessagePage> {
      const { messages, total } = await repo.list(query);
      return {
        messages,
        total,
        page: query.page,
        pageSize: MESSAGE_PAGE_SIZE,
        providers: { email: channels.email !== null, sms: channels.sms !== null },
      };
    },

    async resend(id: string): Promise<void> {
      const result = await repo.resend(id, clock.now());
      if (result === 'not_found') throw notFound('No message with that id');
      if (result === 'not_resendable')
        throw new ApiFailure(409, 'not_resendable', 'Only a failed or not-sent message can be resent.');
    },

    settings: () => repo.settings(sql),

    async saveSettings(settings: MessageSettings): Promise<MessageSettings> {
      const now = clock.now();
      const before = await repo.settings(sql);
      await repo.saveSettings(settings, now);
      if (before.reminderHour !== settings.reminderHour)
        await repo.rescheduleReminders(
          kindsWhere('followsReminderHour'),
          (date: CalendarDate) => reminderDueAt(date, settings.reminderHour),
          now,
        );
      return repo.settings(sql);
    },

    preview(kind: MessageKind, wording: MessageWording): MessagePreview {
      // The arrival estimate belongs to "on my way" only; elsewhere {eta} shows as nothing, as it would be sent.
      const facts = kind === 'on_my_way' ? PREVIEW_FACTS : { ...PREVIEW_FACTS, etaMinutes: null };
      const email = renderEmail(wording, facts);
      const link = 'https://example.com/unsubscribe';
      return {
        subject: email.subject,
        text: withUnsubscribeLink(email.text, link),
        html: withUnsubscribeLink(email.html, link),
        sms: renderText(wording, facts),
      };
    },

    /** An inbound text (already signature-checked): STOP / START change the number's opt-out; the reply to send back. */
    async inboundText(from: string, body: string): Promise<string | null> {
      const phone = toE164(from) ?? from;
      const now = clock.now();
      switch (inboundKeyword(body)) {
        case 'stop':
          await repo.stopTexts(phone, now);
          return STOP_REPLY;
        case 'start':
          await repo.startTexts(phone, now);
          return START_REPLY;
        case 'help':
          return HELP_REPLY;
        default:
          return null;
      }
    },

    /** The provider's delivery report for a text it accepted. */
    async deliveryReport(providerId: string, status: string, errorCode: string | null): Promise<void> {
      if (status === 'delivered') await repo.markDelivered(providerId, true, null, clock.now());
      else if (status === 'undelivered' || status === 'failed')
        await repo.markDelivered(
          providerId,
          false,
          `Carrier reported ${status}${errorCode ? ` (error ${errorCode})` : ''}`,
          clock.now(),
        );
    },

    unsubscribe: (token: string) => repo.unsubscribe(token, clock.now()),
  };
}
export type MessagesService = ReturnType<typeof messagesService>;

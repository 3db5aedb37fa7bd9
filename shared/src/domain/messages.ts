/**
 * Customer messages (docs/messages.md): the pure rules. What kinds exist, when a reminder is due, quiet
 * hours for texts, phone numbers as the SMS provider wants them, inbound keywords, and how the
 * office's wording becomes a message. The API sends; these decide.
 */
import { COMPANY } from '../company.ts';
import { to12Hour } from './booking-window.ts';
import {
  addDays,
  type CalendarDate,
  calendarDateOf,
  formatLongDate,
  instantInZone,
  partsInZone,
} from './calendar-date.ts';
import { formatCents } from './money.ts';

export const MESSAGE_KINDS = [
  'booking_confirmation',
  'reminder',
  'on_my_way',
  'cancellation',
  'reschedule',
  'receipt',
  'review_request',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What a kind is and how the send rules treat it (docs/messages.md, decision 0182). */
export interface MessageKindRule {
  label: string;
  /**
   * Still emailed to an address that used the unsubscribe link: what a customer must get about a
   * booking they made or a bill they owe. Everything else is marketing-adjacent and stops.
   */
  ignoresUnsubscribe: boolean;
  /** Not sent once the job is cancelled or done: it announces a visit that will not happen. */
  stopsWhenJobEnds: boolean;
  /** Not sent once the job moved to another day: its occasion is the date it was written for. */
  lapsesWhenMoved: boolean;
  /** Due the day before at the office's reminder hour, so it moves when the office changes the hour. */
  followsReminderHour: boolean;
}

/**
 * The one table of message kinds: the worker (api/src/services/message-worker.ts) and the SQL
 * (the `messages.kind` check, the reminder-hour update) follow it; api/test/message-kinds.test.ts
 * pins the database's list to it.
 */
export const MESSAGE_KIND_RULES: Record<MessageKind, MessageKindRule> = {
  booking_confirmation: {
    label: 'Booking confirmation',
    ignoresUnsubscribe: true,
    stopsWhenJobEnds: false,
    lapsesWhenMoved: false,
    followsReminderHour: false,
  },
  reminder: {
    label: 'Reminder (day before)',
    ignoresUnsubscribe: false,
    stopsWhenJobEnds: true,
    lapsesWhenMoved: true,
    followsReminderHour: true,
  },
  on_my_way: {
    label: 'On my way',
    ignoresUnsubscribe: false,
    stopsWhenJobEnds: true,
    lapsesWhenMoved: false,
    followsReminderHour: false,
  },
  cancellation: {
    label: 'Cancellation notice',
    ignoresUnsubscribe: false,
    stopsWhenJobEnds: false,
    lapsesWhenMoved: false,
    followsReminderHour: false,
  },
  reschedule: {
    label: 'Reschedule notice',
    ignoresUnsubscribe: false,
    stopsWhenJobEnds: false,
    lapsesWhenMoved: false,
    followsReminderHour: false,
  },
  receipt: {
    label: 'Invoice (job done)',
    ignoresUnsubscribe: true,
    stopsWhenJobEnds: false,
    lapsesWhenMoved: false,
    followsReminderHour: false,
  },
  review_request: {
    label: 'Review request',
    ignoresUnsubscribe: false,
    stopsWhenJobEnds: false,
    lapsesWhenMoved: false,
    followsReminderHour: false,
  },
};

/** The kinds with one property set, in `MESSAGE_KINDS` order (what the SQL is given). */
export const kindsWhere = (property: Exclude<keyof MessageKindRule, 'label'>): MessageKind[] =>
  MESSAGE_KINDS.filter((kind) => MESSAGE_KIND_RULES[kind][property]);

export const MESSAGE_KIND_LABELS = Object.fromEntries(
  MESSAGE_KINDS.map((kind) => [kind, MESSAGE_KIND_RULES[kind].label]),
) as Record<MessageKind, string>;

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'delivered', 'failed', 'not_sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  not_sent: 'Not sent',
};

/** Shown beside the booking form's optional checkbox; stored with the consent, word for word. */
export const SMS_CONSENT_TEXT =
  `Text me about this booking (confirmation, a reminder the day before, and when the crew is on the way) ` +
  `at the number above. Message and data rates may apply. Up to 5 messages per booking. Reply STOP to opt out, ` +
  `HELP for help. Consent is not a condition of booking.`;

/** Texts wait between these local hours (21:00–08:00); email is never held. */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

/**
 * The hours (company time) the office may choose for the day-before reminder: those a text may go
 * out at, 08:00 to 20:00 (decision 0316), so quiet hours never hold a reminder until the job's own
 * morning and its email and text arrive together. 17:00 unless the office chooses another.
 */
export const REMINDER_HOURS = {
  first: QUIET_HOURS.endHour,
  last: QUIET_HOURS.startHour - 1,
  default: 17,
} as const;

/** Every hour the office may choose, first to last. */
export const REMINDER_HOUR_CHOICES: readonly number[] = Array.from(
  { length: REMINDER_HOURS.last - REMINDER_HOURS.first + 1 },
  (_, i) => REMINDER_HOURS.first + i,
);

/** An hour of the day as the office reads it: 17 → "5:00 PM". */
export const hourLabel = (hour: number): string => to12Hour(`${hour}:00`);

/** Why another hour is refused, in the office's words. */
export const REMINDER_HOUR_REFUSAL =
  `Choose a reminder hour from ${hourLabel(REMINDER_HOURS.first)} to ${hourLabel(REMINDER_HOURS.last)}: ` +
  `texts are not sent from ${hourLabel(QUIET_HOURS.startHour)} to ${hourLabel(QUIET_HOURS.endHour)}.`;

/** When the day-before reminder of an appointment on `date` is due. */
export function reminderDueAt(date: CalendarDate, reminderHour: number, timeZone: string = COMPANY.timeZone): Date {
  return instantInZone(addDays(date, -1), reminderHour, 0, timeZone);
}

/**
 * Null when a text may go out at `now`; otherwise the instant quiet hours end (08:00 local, the
 * same night's morning).
 */
export function quietHoursEnd(now: Date, timeZone: string = COMPANY.timeZone): Date | null {
  const { hour } = partsInZone(now, timeZone);
  if (hour >= QUIET_HOURS.endHour && hour < QUIET_HOURS.startHour) return null;
  const today = calendarDateOf(now, timeZone);
  const morning = hour >= QUIET_HOURS.startHour ? addDays(today, 1) : today;
  return instantInZone(morning, QUIET_HOURS.endHour, 0, timeZone);
}

/** A US number in E.164 (`+14045550142`), or null when it is not one. */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return null;
}

/** Carrier keywords (CTIA): what an inbound text asks for. */
export type InboundKeyword = 'stop' | 'start' | 'help' | 'other';
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
const HELP_WORDS = new Set(['HELP', 'INFO']);
export function inboundKeyword(body: string): InboundKeyword {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  return 'other';
}

export const HELP_REPLY = `${COMPANY.name}: for help call ${COMPANY.phone} or email ${COMPANY.email}. Reply STOP to opt out.`;
export const STOP_REPLY = `${COMPANY.name}: you will get no more texts from us. Reply START to get them again.`;
export const START_REPLY = `${COMPANY.name}: texts are on again. Reply STOP to opt out, HELP for help.`;

/** The office-editable wording of one kind: a subject (email) and a body; `{placeholders}` filled in. */
export interface MessageWording {
  subject: string;
  body: string;
}

export const DEFAULT_WORDING: Record<MessageKind, MessageWording> = {
  booking_confirmation: {
    subject: 'Your pickup is booked for {date}',
    body: 'Hi {firstName}, thanks for booking {company}. We will be there on {date}, arriving {window}, at {address}. Need to change something? Call {phone}.',
  },
  reminder: {
    subject: 'Reminder: we are coming tomorrow, {date}',
    body: 'Hi {firstName}, a reminder from {company}: our crew arrives tomorrow, {date}, {window}, at {address}. Questions? Call {phone}.',
  },
  on_my_way: {
    subject: 'Your crew is on the way',
    body: 'Hi {firstName}, your {company} crew is on the way{eta}. Questions? Call {phone}.',
  },
  cancellation: {
    subject: 'Your appointment on {date} is cancelled',
    body: 'Hi {firstName}, your {company} appointment on {date} ({window}) is cancelled. To book again call {phone}.',
  },
  reschedule: {
    subject: 'Your appointment moved to {date}',
    body: 'Hi {firstName}, your {company} appointment is now on {date}, arriving {window}. Questions? Call {phone}.',
  },
  receipt: {
    subject: 'Your invoice from {company}: {total}',
    body: 'Hi {firstName}, thank you for choosing {company}. Your invoice for {total}, with the price you signed, is at {invoiceLink}. Questions about your bill? Call {phone}.',
  },
  review_request: {
    subject: 'How did we do?',
    body: 'Hi {firstName}, thank you for choosing {company}. Would you tell others how we did? {reviewLink}',
  },
};

export const MESSAGE_PLACEHOLDERS = [
  'firstName',
  'date',
  'window',
  'address',
  'company',
  'phone',
  'eta',
  'reviewLink',
  'total',
  'invoiceLink',
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** What an appointment fills into the wording. */
export interface MessageFacts {
  firstName: string;
  date: CalendarDate;
  window: string;
  address: string;
  /** Minutes to arrival ("on my way"); null when the phone had no position or the job no site. */
  etaMinutes?: number | null;
  reviewLink?: string | null;
  /** The invoice's total (job done), in cents. */
  totalCents?: number | null;
  /** The customer's invoice page, absolute (job done). */
  invoiceLink?: string | null;
}

/** Fills `{name}` placeholders; an unknown `{name}` stays as written, so a typo shows in the preview. */
export function fillWording(text: string, facts: MessageFacts): string {
  const values: Record<MessagePlaceholder, string> = {
    firstName: facts.firstName,
    date: formatLongDate(facts.date),
    window: facts.window,
    address: facts.address,
    company: COMPANY.name,
    phone: COMPANY.phone,
    eta: facts.etaMinutes ? `, arriving in about ${facts.etaMinutes} minutes` : '',
    reviewLink: facts.reviewLink ?? '',
    total: facts.totalCents === null || facts.totalCents === undefined ? '' : formatCents(facts.totalCents),
    invoiceLink: facts.invoiceLink ?? '',
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name as MessagePlaceholder] : whole,
  );
}

/** Minutes to drive `meters` in the metro at a crew truck's average (~40 km/h), at least 5. */
export function etaMinutes(meters: number): number {
  return Math.max(5, Math.round(((meters / 1000 / 40) * 60) / 5) * 5);
}

import { z } from 'zod';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  REMINDER_HOUR_REFUSAL,
  REMINDER_HOURS,
} from '../domain/messages.ts';
import { idField, requiredText } from './fields.ts';

export const messageKind = z.enum(MESSAGE_KINDS, { error: 'Choose one of the message kinds' });
export const messageChannel = z.enum(MESSAGE_CHANNELS);
export const messageStatus = z.enum(MESSAGE_STATUSES);

/** One customer message as the office sees it. */
export const MessageSchema = z.object({
  id: idField(),
  kind: messageKind,
  channel: messageChannel,
  appointmentId: idField(),
  occasion: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  status: messageStatus,
  /** Why it was not sent ("no email provider configured", "no SMS consent", …). */
  notSentReason: z.string().nullable(),
  dueAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  customerName: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessageListQuerySchema = z.object({
  appointmentId: idField().optional(),
  status: messageStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

export const MessagePageSchema = z.object({
  messages: z.array(MessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Which channels can really send; false: messages are stored and shown "not sent". */
  providers: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const MessageWordingSchema = z.object({
  subject: requiredText(200),
  body: requiredText(1500, { multiline: true }),
});

/** The office's message settings: the reminder hour, the review link, and the wording per kind. */
export const MessageSettingsSchema = z.object({
  /** Company time; only hours a text may go out at (decision 0316). */
  reminderHour: z
    .number({ error: REMINDER_HOUR_REFUSAL })
    .int({ error: REMINDER_HOUR_REFUSAL })
    .min(REMINDER_HOURS.first, { error: REMINDER_HOUR_REFUSAL })
    .max(REMINDER_HOURS.last, { error: REMINDER_HOUR_REFUSAL }),
  /** Https link to the company's review page; null: review requests are off. */
  reviewLink: z
    .url({ protocol: /^https$/, error: 'Enter an https:// link' })
    .max(500)
    .nullable(),
  wording: z.partialRecord(messageKind, MessageWordingSchema),
});
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;

export const MessagePreviewRequestSchema = z.object({ kind: messageKind, wording: MessageWordingSchema });
export const MessagePreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sms: z.string(),
});
export type MessagePreview = z.infer<typeof MessagePreviewSchema>;

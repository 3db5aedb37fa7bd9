/**
 * The ways a message leaves: email over SMTP and texts through an SMS provider. A channel that
 * is not configured is null, and the worker records such messages as "not sent" (docs/messages.md).
 */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per message, so a mail client shows a resend as the same message. */
  messageId: string;
  unsubscribeUrl: string;
}
export interface OutgoingText {
  to: string;
  body: string;
}
export interface EmailChannel {
  send(email: OutgoingEmail): Promise<{ providerId: string | null }>;
}
export interface SmsChannel {
  send(text: OutgoingText): Promise<{ providerId: string | null }>;
}
export interface Channels {
  email: EmailChannel | null;
  sms: SmsChannel | null;
}

/** A send that did not work; `permanent` ones are not retried (a refused address, a bad number). */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Email over SMTP with nodemailer (SMTP_URL, MAIL_FROM): a well-kept client, so no SMTP code of ours. */
import nodemailer from 'nodemailer';
import { type EmailChannel, SendError } from './channels.ts';

const TIMEOUT_MS = 30_000;

export function smtpChannel(smtpUrl: string, from: string): EmailChannel & { close(): void } {
  // The URL's own settings win; the timeouts apply where it sets none.
  const mailer = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(email) {
      try {
        const info = await mailer.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          list: { unsubscribe: { url: email.unsubscribeUrl, comment: 'Unsubscribe' } },
        });
        return { providerId: info.messageId ?? null };
      } catch (error) {
        const e = error as Error & { responseCode?: number };
        // 5xx: the server refused for good (unknown mailbox, rejected sender); anything else may pass later.
        throw new SendError(e.message, typeof e.responseCode === 'number' && e.responseCode >= 500);
      }
    },
    close: () => mailer.close(),
  };
}

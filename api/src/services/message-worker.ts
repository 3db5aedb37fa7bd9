/**
 * Sends what the outbox holds (decision 0180). Each API instance runs one worker: it claims due
 * rows with `FOR UPDATE SKIP LOCKED` under a lease, applies the rules (consent, STOP, quiet
 * hours, the appointment still on), sends, and records the outcome fenced by its own id. A
 * temporary failure is retried with back-off; a permanent one, or the last try, is failed with
 * its error for the office to resend. A graceful stop finishes the sends in flight first.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGE_KIND_RULES, quietHoursEnd } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { ClaimedMessage, MessagesRepository, SendContext } from '../db/repositories/messages.ts';
import type { Channels } from '../messaging/channels.ts';
import { SendError } from '../messaging/channels.ts';
import { withUnsubscribeLink } from '../messaging/templates.ts';

/** Tries before a message is failed for good: 30 s, 2 min, 8 min, 32 min apart. */
export const MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempt: number) => 30_000 * 4 ** (attempt - 1);
/** Longer than any send may take (both channels time out at 30 s). */
export const LEASE_MS = 2 * 60_000;
const BATCH = 10;
export const ABANDONED_ERROR =
  'The server stopped while sending this; it may or may not have reached the customer. Resend it if they did not get it.';

export const NOT_SENT = {
  noEmailProvider: 'no email provider configured',
  noSmsProvider: 'no text provider configured',
  noConsent: 'no SMS consent from this number',
  stopped: 'the customer replied STOP',
  unsubscribed: 'the customer unsubscribed from email',
  badNumber: 'not a US phone number',
  cancelled: 'the appointment is cancelled',
  moved: 'the appointment moved to another day',
  gone: 'the appointment no longer exists',
  done: 'the job is already done',
} as const;

type Verdict = { go: true } | { go: false; reason: string };

/** May this message go now? (Quiet hours are separate: they delay rather than refuse.) */
function verdict(m: ClaimedMessage, ctx: SendContext, channels: Channels): Verdict {
  if (m.channel === 'email' && !channels.email) return { go: false, reason: NOT_SENT.noEmailProvider };
  if (m.channel === 'sms') {
    if (!m.recipient.startsWith('+1')) return { go: false, reason: NOT_SENT.badNumber };
    if (!ctx.smsConsent) return { go: false, reason: NOT_SENT.noConsent };
    if (ctx.smsStopped) return { go: false, reason: NOT_SENT.stopped };
    if (!channels.sms) return { go: false, reason: NOT_SENT.noSmsProvider };
  }
  // Per kind, from the one table in shared (MESSAGE_KIND_RULES).
  const kind = MESSAGE_KIND_RULES[m.kind];
  if (m.channel === 'email' && ctx.emailUnsubscribed && !kind.ignoresUnsubscribe)
    return { go: false, reason: NOT_SENT.unsubscribed };
  if (ctx.appointmentStatus === null) return { go: false, reason: NOT_SENT.gone };
  if (kind.stopsWhenJobEnds) {
    if (ctx.appointmentStatus === 'cancelled') return { go: false, reason: NOT_SENT.cancelled };
    if (ctx.appointmentStatus === 'completed') return { go: false, reason: NOT_SENT.done };
  }
  if (kind.lapsesWhenMoved && ctx.appointmentDate !== m.occasion) return { go: false, reason: NOT_SENT.moved };
  return { go: true };
}

export interface MessageWorkerOptions {
  repo: MessagesRepository;
  clock: Clock;
  channels: Channels;
  /** Base of the unsubscribe links (PUBLIC_URL). */
  publicUrl: string;
  pollMs?: number;
  /** Hold texts 21:00–08:00 (always, except the e2e run: config E2E_NO_QUIET_HOURS). */
  quietHours?: boolean;
  onError?: (error: unknown) => void;
}

export function messageWorker(o: MessageWorkerOptions) {
  const owner = randomUUID();
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function sendOne(m: ClaimedMessage): Promise<void> {
    const now = o.clock.now();
    const ctx = await o.repo.sendContext(m.appointmentId, m.channel, m.recipient);
    const v = verdict(m, ctx, o.channels);
    if (!v.go) return o.repo.markNotSent(m.id, owner, v.reason, now);
    if (m.channel === 'sms' && o.quietHours !== false) {
      const until = quietHoursEnd(now);
      if (until) return o.repo.postpone(m.id, owner, until, now);
    }
    try {
      let providerId: string | null;
      if (m.channel === 'email' && o.channels.email) {
        const url = `${o.publicUrl.replace(/\/$/, '')}/api/messages/unsubscribe/${m.unsubscribeToken}`;
        ({ providerId } = await o.channels.email.send({
          to: m.recipient,
          subject: m.subject ?? '',
          text: withUnsubscribeLink(m.bodyText, url),
          html: withUnsubscribeLink(m.bodyHtml ?? '', url),
          messageId: `<${m.id}@haul-it-all>`,
          unsubscribeUrl: url,
        }));
      } else if (m.channel === 'sms' && o.channels.sms) {
        ({ providerId } = await o.channels.sms.send({ to: m.recipient, body: m.bodyText }));
      } else return;
      await o.repo.markSent(m.id, owner, providerId, o.clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof SendError && error.permanent;
      const after = o.clock.now();
      if (permanent || m.attempts >= MAX_ATTEMPTS) await o.repo.markFailed(m.id, owner, message, after);
      else await o.repo.markRetry(m.id, owner, new Date(after.getTime() + retryDelayMs(m.attempts)), message, after);
    }
  }

  /** Claims and sends until nothing is due; the number handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    await o.repo.failAbandoned(o.clock.now(), ABANDONED_ERROR);
    while (!stopped) {
      const now = o.clock.now();
      const batch = await o.repo.claimDue(owner, now, new Date(now.getTime() + LEASE_MS), BATCH);
      if (batch.length === 0) break;
      for (const m of batch) {
        // A claimed message is always finished, even while stopping: its lease would otherwise strand it.
        await sendOne(m);
        handled++;
      }
    }
    return handled;
  }

  /** One pass now (or right after the one running); resolves when it is done. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        o.onError?.(error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    owner,
    runOnce,
    /** Ask for a pass soon (after a booking: the confirmation goes at once, not at the next poll). */
    kick: () => void runOnce(),
    start() {
      stopped = false;
      timer = setInterval(() => void runOnce(), o.pollMs ?? 5_000);
      timer.unref();
      void runOnce();
    },
    /** Claims nothing more and waits for the sends in flight. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type MessageWorker = ReturnType<typeof messageWorker>;

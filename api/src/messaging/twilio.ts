/**
 * Texts through Twilio's documented REST API (POST /2010-04-01/Accounts/{Sid}/Messages.json,
 * basic auth, form-encoded), with `fetch` rather than the `twilio` package: one call does not
 * need a client of 20+ MB. `apiBase` lets the tests point it at a local stand-in.
 * Inbound webhooks carry X-Twilio-Signature: base64 HMAC-SHA1 of the URL plus every POST
 * parameter (name then value, names sorted), keyed with the auth token (Twilio's "Webhooks
 * security" page).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SendError, type SmsChannel } from './channels.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
  /** Delivery reports go here (the public URL of POST /api/messages/twilio/status); none without PUBLIC_URL. */
  statusCallback: string | null;
}

const TIMEOUT_MS = 30_000;

export function twilioChannel(config: TwilioConfig): SmsChannel {
  const url = `${config.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(text) {
      const form = new URLSearchParams({ To: text.to, From: config.from, Body: text.body });
      if (config.statusCallback) form.set('StatusCallback', config.statusCallback);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SendError(`SMS provider unreachable: ${(error as Error).message}`, false);
      }
      const body = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!res.ok) {
        const why = `SMS provider answered ${res.status}${body.code ? ` (code ${body.code})` : ''}: ${body.message ?? res.statusText}`;
        // 4xx other than rate limiting is about this message (bad number, opted out at the carrier): retrying won't help.
        throw new SendError(why, res.status >= 400 && res.status < 500 && res.status !== 429);
      }
      return { providerId: body.sid ?? null };
    },
  };
}

/** Twilio's request signature for `url` and the POSTed form `params`. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Customer messages over HTTP (docs/messages.md). The office's list, resend, settings and preview are
 * admin-only; the SMS provider's webhooks are public but signed (X-Twilio-Signature), and the
 * unsubscribe link is public (its token is the proof).
 */
import { idField, MessageListQuerySchema, MessagePreviewRequestSchema, MessageSettingsSchema } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, requireAdmin } from '../auth/middleware.ts';
import { ApiFailure } from '../http/errors.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import { isValidTwilioSignature } from '../messaging/twilio.ts';
import type { MessagesService } from '../services/messages.ts';

const IdParam = z.object({ id: idField() });
const TokenParam = z.object({ token: z.uuid({ error: 'Not an unsubscribe link' }) });

export function officeMessageRoutes(messages: MessagesService) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/messages', validateInput('query', MessageListQuerySchema), async (c) =>
      c.json(await messages.list(c.req.valid('query'))),
    )
    .post('/messages/:id/resend', validateInput('param', IdParam), async (c) => {
      await messages.resend(c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .get('/message-settings', async (c) => c.json(await messages.settings()))
    .put('/message-settings', validateJson(MessageSettingsSchema), async (c) =>
      c.json(await messages.saveSettings(c.req.valid('json'))),
    )
    .post('/message-preview', validateJson(MessagePreviewRequestSchema), async (c) => {
      const { kind, wording } = c.req.valid('json');
      return c.json(messages.preview(kind, wording));
    });
}

export interface WebhookConfig {
  /** The auth token the signatures are made with; null: no provider, every webhook is refused. */
  twilioAuthToken: string | null;
  /** The public base URL Twilio calls (PUBLIC_URL): the signature covers the full URL. */
  publicUrl: string;
}

const twiml = (reply: string | null) => {
  const escaped = reply?.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ''}</Response>`;
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;font-size:18px">${body}</body></html>`;

export function publicMessageRoutes(messages: MessagesService, config: WebhookConfig) {
  /** The form fields of a signed provider request; 403 when the signature does not match. */
  async function signedForm(c: { req: { raw: Request; header(name: string): string | undefined; path: string } }) {
    if (!config.twilioAuthToken)
      throw new ApiFailure(404, 'not_found', 'No text provider is configured on this server.');
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded'))
      throw new ApiFailure(415, 'unsupported_media_type', 'Send the webhook as a form.');
    const params = Object.fromEntries(new URLSearchParams(await c.req.raw.text()));
    const url = `${config.publicUrl.replace(/\/$/, '')}${c.req.path}`;
    if (!isValidTwilioSignature(config.twilioAuthToken, url, params, c.req.header('x-twilio-signature')))
      throw new ApiFailure(403, 'bad_signature', 'The request signature does not match.');
    return params;
  }

  return (
    new Hono<AppEnv>()
      .post('/twilio/inbound', async (c) => {
        const form = await signedForm(c);
        const from = form.From;
        const body = form.Body;
        if (!from || body === undefined) throw new ApiFailure(400, 'validation_failed', 'From and Body are required.');
        const reply = await messages.inboundText(from.slice(0, 30), body.slice(0, 1600));
        return c.body(twiml(reply), 200, { 'content-type': 'text/xml; charset=utf-8' });
      })
      .post('/twilio/status', async (c) => {
        const form = await signedForm(c);
        const sid = form.MessageSid;
        const status = form.MessageStatus;
        if (!sid || !status)
          throw new ApiFailure(400, 'validation_failed', 'MessageSid and MessageStatus are required.');
        await messages.deliveryReport(sid.slice(0, 64), status.slice(0, 32), form.ErrorCode?.slice(0, 16) ?? null);
        return c.body(null, 204);
      })
      // A mail scanner may open the link: the page asks, the button's POST unsubscribes.
      .get('/unsubscribe/:token', validateInput('param', TokenParam), (c) =>
        c.html(
          page(
            'Unsubscribe',
            `<h1>Unsubscribe</h1><p>Stop emails about your appointments? You will still get your booking confirmation and receipt.</p><form method="post"><button type="submit" style="font-size:18px;padding:12px 20px">Unsubscribe</button></form>`,
          ),
        ),
      )
      .post('/unsubscribe/:token', validateInput('param', TokenParam), async (c) => {
        const email = await messages.unsubscribe(c.req.valid('param').token);
        if (!email) throw new ApiFailure(404, 'not_found', 'That unsubscribe link is not one of ours.');
        return c.html(
          page(
            'Unsubscribed',
            '<h1>You are unsubscribed</h1><p>We will send no more reminders or offers by email.</p>',
          ),
        );
      })
  );
}

/**
 * A small local stand-in of the Stripe endpoints the app calls (`POST /v1/checkout/sessions`,
 * `GET /v1/checkout/sessions/:id`), so the real `stripe` client is exercised over HTTP, plus the
 * customer's "checkout page" and the signed `checkout.session.completed` event Stripe would send
 * once it is paid (signed with the `stripe` library's own test-header helper).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_TEST_KEY = 'sk_test_standin_0000000000000000';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_standin_0000000000000000';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  mode: 'payment';
}

export interface StripeStandIn {
  apiBase: string;
  /** Every session create the app asked for, in order (the form fields as Stripe receives them). */
  creates: Record<string, string>[];
  /** Every refund made (an idempotent replay is not a second one). */
  refunds: { id: string; paymentIntent: string; amount: number }[];
  /** The next refund is refused as Stripe refuses one (400: e.g. already refunded). */
  refuseNextRefund(): void;
  sessions: Map<string, StandInSession>;
  /** The next create is refused as Stripe refuses a bad request (400, not retried). */
  refuseNext(): void;
  /** The body and `Stripe-Signature` header of the event Stripe sends when `sessionId` is paid. */
  paidEvent(
    sessionId: string,
    options?: { eventId?: string; amountCents?: number; secret?: string; timestamp?: number },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' }).end(JSON.stringify(body));

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const creates: Record<string, string>[] = [];
  const refunds: { id: string; paymentIntent: string; amount: number }[] = [];
  const refundsByKey = new Map<string, (typeof refunds)[number]>();
  let refuseRefund = false;
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  let refuse = false;
  let next = 1;
  let base = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (path.startsWith('/v1/') && req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
        json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const replay = key ? byIdempotencyKey.get(key) : undefined;
        if (replay) return json(res, 200, replay);
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
        creates.push(form);
        if (refuse) {
          refuse = false;
          return json(res, 400, { error: { type: 'invalid_request_error', message: 'Refused by the stand-in' } });
        }
        const id = `cs_test_standin${String(next++).padStart(6, '0')}`;
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          url: `${base}/pay/${id}`,
          amount_total:
            Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']),
          currency: form['line_items[0][price_data][currency]'] ?? 'usd',
          client_reference_id: form.client_reference_id ?? null,
          metadata: {
            invoice_id: form['metadata[invoice_id]'] ?? '',
            invoice_number: form['metadata[invoice_number]'] ?? '',
          },
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
          success_url: form.success_url ?? '',
          cancel_url: form.cancel_url ?? '',
          // Stripe's default: 24 hours from now.
          expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
          mode: 'payment',
        };
        sessions.set(id, session);
        if (key) byIdempotencyKey.set(key, session);
        return json(res, 200, session);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const replay = key ? refundsByKey.get(key) : undefined;
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
        if (!replay && refuseRefund) {
          refuseRefund = false;
          return json(res, 400, { error: { type: 'invalid_request_error', message: 'Charge already refunded' } });
        }
        const paymentIntent = form.payment_intent ?? '';
        if (!replay && ![...sessions.values()].some((s) => s.payment_intent === paymentIntent))
          return json(res, 400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        const refund = replay ?? {
          id: `re_standin${String(refunds.length + 1).padStart(6, '0')}`,
          paymentIntent,
          amount: Number(form.amount),
        };
        if (!replay) {
          refunds.push(refund);
          if (key) refundsByKey.set(key, refund);
        }
        return json(res, 200, {
          id: refund.id,
          object: 'refund',
          amount: refund.amount,
          payment_intent: refund.paymentIntent,
          status: 'succeeded',
          currency: 'usd',
        });
      }
      const got = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && got) {
        const session = sessions.get(got[1] ?? '');
        return session
          ? json(res, 200, session)
          : json(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      const page = /^\/pay\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && page && sessions.has(page[1] ?? '')) {
        const s = sessions.get(page[1] ?? '') as StandInSession;
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><meta name="viewport" content="width=device-width"><title>Stand-in checkout</title><h1>Stand-in Stripe checkout</h1><p>Pay $${(s.amount_total / 100).toFixed(2)}</p>`,
          );
        return;
      }
      json(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stripe = new Stripe(STRIPE_TEST_KEY);
  let events = 1;
  return {
    apiBase: base,
    creates,
    refunds,
    refuseNextRefund() {
      refuseRefund = true;
    },
    sessions,
    refuseNext() {
      refuse = true;
    },
    paidEvent(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`the stand-in made no session ${sessionId}`);
      const paid: StandInSession = {
        ...session,
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_standin_${sessionId.slice(-6)}`,
        amount_total: options.amountCents ?? session.amount_total,
      };
      sessions.set(sessionId, paid);
      const body = JSON.stringify({
        id: options.eventId ?? `evt_standin_${String(events++).padStart(6, '0')}`,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type: 'checkout.session.completed',
        data: { object: paid },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? STRIPE_TEST_WEBHOOK_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return { body, signature };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

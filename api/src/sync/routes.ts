/**
 * Sync endpoints: any signed-in staff member (admin or crew); what each sees is scoped in the pull.
 * `/held` is the phone's notice of a change or photo it keeps after a proxy refused its size
 * (decision 0265).
 */
import {
  HeldNoticeSchema,
  HeldParamSchema,
  MIN_SYNC_PROTOCOL,
  PullQuerySchema,
  PushRequestSchema,
  type User,
} from '@haul/shared';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { type AppEnv, currentUser, requireAdmin, requireUser } from '../auth/middleware.ts';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token.ts';
import type { SyncRepository } from '../db/repositories/sync.ts';
import { ApiFailure } from '../http/errors.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { SyncHeldService } from '../services/sync-held.ts';
import { type LiveSync, RETRY_MS } from './live.ts';
import type { SyncPullService } from './pull.ts';
import type { SyncPushService } from './push.ts';

/**
 * A device database belongs to one user (decision 0042); the engine says whose it is. Another
 * user's session (signed in since, in this or another tab) must never push that user's outbox
 * or pull into their database, and must not bind the device id (decision 0053).
 */
function assertSessionOwnsDevice(user: User, deviceOwner: string | undefined) {
  if (deviceOwner !== undefined && deviceOwner !== user.id)
    throw new ApiFailure(
      401,
      'session_not_owner',
      'This device data belongs to another user. Sign in as them to sync it.',
    );
}

/** An app older than the protocol this server speaks: 426, its outbox stays on the device. */
function updateRequired(protocol: number | undefined) {
  if ((protocol ?? 1) >= MIN_SYNC_PROTOCOL) return null;
  return {
    error: {
      code: 'update_required' as const,
      message: 'This version of the app can no longer sync. Update the app; your changes are kept on this device.',
    },
    minProtocol: MIN_SYNC_PROTOCOL,
  };
}

export function syncRoutes(
  push: SyncPushService,
  pull: SyncPullService,
  claim: (clientId: string, userId: string) => Promise<string>,
  rejections: SyncRepository['recentRejections'],
  held: SyncHeldService,
  /** Runs after each push (removes the files of photos the push deleted). */
  afterPush: () => Promise<void> = async () => {},
) {
  return new Hono<AppEnv>()
    .get('/rejections', requireAdmin, async (c) => c.json(await rejections(100)))
    .use(requireUser)
    .post('/push', validateJson(PushRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const outdated = updateRequired(body.protocol);
      if (outdated) return c.json(outdated, 426);
      assertSessionOwnsDevice(currentUser(c), body.userId);
      const outcome = await push.push(currentUser(c), body);
      await afterPush();
      if (outcome.kind === 'gap') {
        const message = `Mutation ids must follow ${outcome.lastMutationId}; resend from ${outcome.lastMutationId + 1}.`;
        return c.json(
          {
            error: { code: 'mutation_gap' as const, message },
            lastMutationId: outcome.lastMutationId,
            results: outcome.results,
          },
          409,
        );
      }
      return c.json({ lastMutationId: outcome.lastMutationId, results: outcome.results });
    })
    .post('/held', validateJson(HeldNoticeSchema), async (c) => {
      await held.report(currentUser(c), c.req.valid('json'));
      return c.json({ held: true as const });
    })
    .delete('/held/:clientId/:kind/:id', validateInput('param', HeldParamSchema), async (c) => {
      const { clientId, kind, id } = c.req.valid('param');
      return c.json({ cleared: await held.clear(currentUser(c), clientId, kind, id) });
    })
    .get('/pull', validateInput('query', PullQuerySchema), async (c) => {
      const user = currentUser(c);
      const { cursor, clientId, protocol, rejectionsAfter, userId } = c.req.valid('query');
      const outdated = updateRequired(protocol);
      if (outdated) return c.json(outdated, 426);
      assertSessionOwnsDevice(user, userId);
      if (clientId) {
        if ((await claim(clientId, user.id)) !== user.id)
          throw new ApiFailure(403, 'client_not_yours', 'This device id belongs to another user.');
      }
      c.header('cache-control', 'no-store');
      return c.json(await pull.pull(user, cursor, clientId ?? null, rejectionsAfter ?? 0));
    });
}

/**
 * `GET /api/sync/events` (decision 0250): a signed-in staff session's live stream. It opens with
 * `event: ready` (the device pulls then, for whatever changed while it was not connected), then
 * sends `event: change` (data: the change version, when known) after anything synced changed,
 * and a comment every `live.heartbeatMs` (25 s). No row data ever travels here: the pull decides what the user
 * may see. The stream ends when its session signs out (at once on this instance, otherwise at
 * the next heartbeat's check), when the session opens more than STREAMS_PER_SESSION, and at
 * shutdown. 401 without a session, like the pull.
 */
export function syncEventRoutes(live: LiveSync, sessionActive: (token: string) => Promise<boolean>) {
  return new Hono<AppEnv>().get('/', requireUser, (c) => {
    // requireUser found a session, so its cookie is there.
    const token = getCookie(c, SESSION_COOKIE) ?? '';
    // nginx and similar proxies would hold the events in a buffer.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let end: () => void = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      // One write at a time; what arrives meanwhile is kept as one more poke (a slow reader never
      // builds a queue). A failed write means the client left.
      let writing = false;
      let next: { version: number | null } | 'ping' | null = null;
      const send = (what: { version: number | null } | 'ping') => {
        if (next === null || next === 'ping') next = what;
        else if (what !== 'ping') next = { version: what.version ?? next.version };
        if (writing) return;
        writing = true;
        void (async () => {
          while (next !== null && !stream.closed && !stream.aborted) {
            const message = next;
            next = null;
            await (message === 'ping'
              ? stream.write(': ping\n\n')
              : stream.writeSSE({ event: 'change', data: message.version === null ? '' : String(message.version) }));
          }
          writing = false;
        })();
      };
      stream.onAbort(() => end());
      const registration = live.open(hashSessionToken(token), {
        poke: (version) => send({ version }),
        end: () => end(),
      });
      const heartbeat = setInterval(() => {
        void sessionActive(token)
          // The database unreachable is no reason to drop the stream; the next check decides.
          .catch(() => true)
          .then((active) => (active ? send('ping') : end()));
      }, live.heartbeatMs);
      heartbeat.unref();
      try {
        await Promise.race([registration.ready, ended]);
        // Raced with the end: a client that never reads holds a write, never the stream's cleanup.
        await Promise.race([stream.writeSSE({ event: 'ready', data: '', retry: RETRY_MS }), ended]);
        await ended;
      } finally {
        clearInterval(heartbeat);
        registration.close();
      }
    });
  });
}

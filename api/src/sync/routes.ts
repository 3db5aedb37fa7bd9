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
import { type AppEnv, currentUser, requireAdmin, requireUser } from '../auth/middleware.ts';
import type { SyncRepository } from '../db/repositories/sync.ts';
import { ApiFailure } from '../http/errors.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { SyncHeldService } from '../services/sync-held.ts';
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

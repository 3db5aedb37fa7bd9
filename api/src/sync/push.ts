/**
 * `POST /api/sync/push` (design/sync.md): each mutation in its own transaction, in id order,
 * exactly once per client. Refusals become recorded rejections; only transient failures escape
 * as 5xx (the device retries, and what committed before answers as duplicates).
 */
import {
  ADMIN_ONLY_MUTATORS,
  fieldErrors,
  isMutatorName,
  MUTATOR_ARGS,
  type Mutation,
  type MutationOutcome,
  type PushRequest,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import { nextVersion } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { StoredOutcome, SyncRepository } from '../db/repositories/sync.ts';
import { ApiFailure } from '../http/errors.ts';
import type { MutatorContext, ServerMutators } from './mutators.ts';

/** Test seam: runs inside each mutation's transaction before the mutator (fault injection). */
export interface SyncFaults {
  beforeMutation?(mutation: Mutation): void | Promise<void>;
  /** Runs inside a pull's snapshot after it is taken, before the rows are read. */
  onPullSnapshot?(): void | Promise<void>;
}

export type PushOutcome =
  | { kind: 'ok'; lastMutationId: number; results: MutationOutcome[] }
  | { kind: 'gap'; lastMutationId: number; results: MutationOutcome[] };

class Gap extends Error {
  constructor(readonly lastMutationId: number) {
    super('gap');
  }
}

const asOutcome = (id: number, stored: StoredOutcome, duplicate: boolean): MutationOutcome =>
  stored.status === 'applied'
    ? { id, status: 'applied', duplicate, result: stored.result }
    : { id, status: 'rejected', duplicate, error: stored.result as { code: string; message: string } };

/** Parses and authorises; a refusal here is as final as one from the mutator. */
function prepare(m: Mutation, user: User) {
  if (!isMutatorName(m.name)) throw new ApiFailure(400, 'unknown_mutator', `There is no change called ${m.name}.`);
  if (ADMIN_ONLY_MUTATORS.has(m.name) && user.role !== 'admin') {
    throw new ApiFailure(403, 'forbidden', 'This change needs an admin account.');
  }
  const parsed = MUTATOR_ARGS[m.name].safeParse(m.args);
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldErrors(parsed.error))[0] ?? ['args', 'is invalid'];
    throw new ApiFailure(400, 'invalid_args', `${field}: ${message}`);
  }
  return { name: m.name, args: parsed.data };
}

/**
 * A 4xx from a mutator, or a database integrity/data error (a row that breaks a constraint will
 * break it on every retry), is a refusal. Anything else is transient and answers 5xx.
 */
function asRefusal(error: unknown): ApiFailure | null {
  if (error instanceof ApiFailure) return error.status < 500 && error.code !== 'client_not_yours' ? error : null;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^2[23]/.test(code)) {
    return new ApiFailure(409, 'conflict', 'The change conflicts with data on the server and was not saved.');
  }
  return null;
}

export function syncPushService(
  sql: Sql,
  repo: SyncRepository,
  mutators: ServerMutators,
  clock: Clock,
  faults: SyncFaults = {},
) {
  async function applyOne(user: User, clientId: string, m: Mutation, ctx: MutatorContext): Promise<MutationOutcome> {
    return (await sql.begin(async (tx) => {
      const client = await repo.lockClient(tx, clientId, user.id, ctx.now);
      if (!client) throw new ApiFailure(403, 'client_not_yours', 'This device id belongs to another user.');
      if (m.id <= client.lastMutationId) {
        const stored = await repo.outcome(tx, clientId, m.id);
        return asOutcome(m.id, stored ?? { status: 'applied', result: null }, true);
      }
      if (m.id > client.lastMutationId + 1) throw new Gap(client.lastMutationId);
      await faults.beforeMutation?.(m);
      const { name, args } = prepare(m, user);
      const version = await nextVersion(tx);
      const run = mutators[name] as (tx: unknown, v: number, a: unknown, c: MutatorContext) => Promise<unknown>;
      const result = (await run(tx, version, args, ctx)) ?? null;
      await repo.record(tx, { clientId, ...m }, { status: 'applied', result }, ctx.now);
      return { id: m.id, status: 'applied', result } satisfies MutationOutcome;
    })) as MutationOutcome;
  }

  /** The refusal is kept in a fresh transaction: the mutator's effects were rolled back with its own. */
  async function reject(user: User, clientId: string, m: Mutation, failure: ApiFailure, now: Date) {
    return (await sql.begin(async (tx) => {
      const client = await repo.lockClient(tx, clientId, user.id, now);
      if (!client) throw failure;
      if (m.id <= client.lastMutationId) {
        const stored = await repo.outcome(tx, clientId, m.id);
        return asOutcome(m.id, stored ?? { status: 'applied', result: null }, true);
      }
      const error = { code: failure.code, message: failure.message };
      await repo.record(tx, { clientId, ...m }, { status: 'rejected', result: error }, now);
      return { id: m.id, status: 'rejected', error } satisfies MutationOutcome;
    })) as MutationOutcome;
  }

  return {
    async push(user: User, body: PushRequest): Promise<PushOutcome> {
      const owner = await repo.ownerOf(body.clientId);
      if (owner && owner !== user.id)
        throw new ApiFailure(403, 'client_not_yours', 'This device id belongs to another user.');
      const receivedAt = clock.now();
      const skewMs = body.pushedAt ? receivedAt.getTime() - new Date(body.pushedAt).getTime() : null;
      const results: MutationOutcome[] = [];
      const sorted = [...body.mutations].sort((a, b) => a.id - b.id);
      for (const m of sorted) {
        const ctx: MutatorContext = { user, now: clock.now(), punch: { receivedAt, skewMs } };
        try {
          results.push(await applyOne(user, body.clientId, m, ctx));
        } catch (error) {
          if (error instanceof Gap) return { kind: 'gap', lastMutationId: error.lastMutationId, results };
          const refusal = asRefusal(error);
          if (refusal) {
            results.push(await reject(user, body.clientId, m, refusal, ctx.now));
            continue;
          }
          throw error;
        }
      }
      return { kind: 'ok', lastMutationId: await repo.lastMutationId(body.clientId), results };
    },
  };
}
export type SyncPushService = ReturnType<typeof syncPushService>;

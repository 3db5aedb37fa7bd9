/**
 * `POST /api/sync/push` (docs/sync.md): the whole batch in one transaction. The client row is
 * locked once, the change version taken once (at the first new mutation), a refusal undoes only
 * its own mutation (optimistically with no savepoints, else with one each: mutation-savepoints.ts),
 * and the outcomes are recorded in one statement. Refusals become recorded rejections; only
 * transient failures escape as 5xx, after what applied before them is committed (the device
 * retries and those answer as duplicates).
 */
import {
  ADMIN_ONLY_MUTATORS,
  fieldErrors,
  isMutatorName,
  MUTATOR_ARGS,
  type Mutation,
  type MutationOutcome,
  type PushRequest,
  requestSkewMs,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import { nextVersion } from '../db/change-version.ts';
import type { Sql, Tx } from '../db/client.ts';
import type { RecordedMutation, StoredOutcome, SyncRepository } from '../db/repositories/sync.ts';
import { Sent } from '../db/sent.ts';
import { ApiFailure } from '../http/errors.ts';
import { PunchForecast } from '../services/punch-forecast.ts';
import { type Attempt, RunWithSavepoints, runMutation } from './mutation-savepoints.ts';
import type { MutatorContext, ServerMutators } from './mutators.ts';
import { asRefusal, recordableArgs, recordableTime } from './refusals.ts';

/** Test seam: runs inside each mutation's savepoint before the mutator (fault injection). */
export interface SyncFaults {
  /** `tx`: the mutation's own transaction, for a fault that writes and then fails in the database. */
  beforeMutation?(mutation: Mutation, tx: Tx): void | Promise<void>;
  /** Runs inside a pull's snapshot after it is taken, before the rows are read. */
  onPullSnapshot?(): void | Promise<void>;
}

export type PushOutcome =
  | { kind: 'ok'; lastMutationId: number; results: MutationOutcome[] }
  | { kind: 'gap'; lastMutationId: number; results: MutationOutcome[] };

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

type RunMutator = (tx: Tx, v: number, a: unknown, c: MutatorContext) => Promise<unknown>;

/** Puts each sent statement's answer in place of its `Sent` (in outcomes, records and duplicates). */
async function takeAnswers(answered: Map<Sent<unknown>, unknown>, state: BatchState): Promise<void> {
  const settled = await Promise.allSettled(
    [...answered.keys()].map(async (sent) => answered.set(sent, (await sent.answer) ?? null)),
  );
  // A refusal or a refused statement among them: this (optimistic) attempt cannot commit.
  if (settled.some((s) => s.status === 'rejected')) throw new RunWithSavepoints();
  for (const r of [...state.records, ...state.results]) {
    if ('result' in r && r.result instanceof Sent) r.result = answered.get(r.result);
  }
}

interface BatchState {
  results: MutationOutcome[];
  records: RecordedMutation[];
  gapAt: number | null;
  transient: unknown;
  lastMutationId: number;
  /** Work the applied mutations left for after the commit (a geocode). */
  afterCommit: (() => void)[];
}

export function syncPushService(
  sql: Sql,
  repo: SyncRepository,
  mutators: ServerMutators,
  clock: Clock,
  faults: SyncFaults = {},
) {
  /** One mutation, as the attempt runs it (mutation-savepoints.ts). */
  async function applyOne(
    tx: Tx,
    m: Mutation,
    user: User,
    version: () => Promise<number>,
    ctx: MutatorContext,
    attempt: Attempt,
  ) {
    // Refused here, the mutation has sent nothing: every attempt records the refusal as it is.
    const { name, args } = prepare(m, user);
    const v = await version();
    return runMutation(tx, attempt, async (t) => {
      await faults.beforeMutation?.(m, t);
      return ((await (mutators[name] as RunMutator)(t, v, args, ctx)) ?? null) as unknown;
    });
  }

  async function runBatch(
    tx: Tx,
    user: User,
    body: PushRequest,
    ctx: MutatorContext,
    attempt: Attempt,
  ): Promise<BatchState> {
    const client = await repo.lockClient(tx, body.clientId, user.id, ctx.now);
    if (!client) throw new ApiFailure(403, 'client_not_yours', 'This device id belongs to another user.');
    const sorted = [...body.mutations].sort((a, b) => a.id - b.id);
    const replayed = sorted.filter((m) => m.id <= client.lastMutationId).map((m) => m.id);
    const stored = await repo.outcomes(tx, body.clientId, replayed);
    const state: BatchState = {
      results: [],
      records: [],
      gapAt: null,
      transient: null,
      lastMutationId: client.lastMutationId,
      afterCommit: [],
    };
    let taken: number | null = null;
    // Taken once, and only when something new runs: a replayed batch does not lock the version row.
    const version = async () => (taken ??= await nextVersion(tx));
    let last = client.lastMutationId;
    // Only the optimistic attempt foresees punches from what its earlier punches read and wrote.
    const forecast = attempt === 'optimistic' ? new PunchForecast() : null;
    const batchCtx: MutatorContext = { ...ctx, punch: { ...ctx.punch, forecast } };
    // Mutations whose last statement was sent, not answered, when they finished: their results.
    const answered = new Map<Sent<unknown>, unknown>();
    for (const m of sorted) {
      if (m.id <= client.lastMutationId) {
        state.results.push(asOutcome(m.id, stored.get(m.id) ?? { status: 'applied', result: null }, true));
        continue;
      }
      if (m.id <= last) {
        // The same id twice in one body: the first one counts, the second answers as its duplicate.
        const first = state.results.find((r) => r.id === m.id);
        if (first) state.results.push({ ...first, duplicate: true });
        continue;
      }
      if (m.id > last + 1) {
        state.gapAt = last;
        break;
      }
      const base = { id: m.id, name: m.name, args: recordableArgs(m.args), clientTime: recordableTime(m.clientTime) };
      const later: (() => void)[] = [];
      try {
        const own = { ...batchCtx, afterCommit: (task: () => void) => later.push(task) };
        const result = await applyOne(tx, m, user, version, own, attempt);
        if (result instanceof Sent) answered.set(result, null);
        state.afterCommit.push(...later);
        state.records.push({ ...base, status: 'applied', result });
        state.results.push({ id: m.id, status: 'applied', result });
      } catch (error) {
        if (error instanceof RunWithSavepoints) throw error;
        const refusal = asRefusal(error);
        if (!refusal) {
          state.transient = error;
          break;
        }
        const reason = { code: refusal.code, message: refusal.message };
        state.records.push({ ...base, status: 'rejected', result: reason });
        state.results.push({ id: m.id, status: 'rejected', error: reason });
      }
      last = m.id;
    }
    state.lastMutationId = last;
    await takeAnswers(answered, state);
    await repo.recordBatch(tx, body.clientId, state.records, ctx.now);
    return state;
  }

  /**
   * One attempt in its own transaction (mutation-savepoints.ts). Null when it must give way to the
   * next: the optimistic attempt met a failure, or PostgreSQL did not commit a batch that ran to
   * its end (it refused a statement, and the driver rolled back). Anything thrown before the end
   * (another user's device, a lost connection) is answered as it is.
   */
  async function tryAttempt(user: User, body: PushRequest, ctx: MutatorContext, attempt: Attempt) {
    let ranToEnd = false;
    try {
      return (await sql.begin(async (tx) => {
        const state = await runBatch(tx, user, body, ctx, attempt);
        ranToEnd = true;
        return state;
      })) as BatchState;
    } catch (error) {
      if (ranToEnd || error instanceof RunWithSavepoints) return null;
      throw error;
    }
  }

  async function runInTransaction(user: User, body: PushRequest, ctx: MutatorContext): Promise<BatchState> {
    return (
      (await tryAttempt(user, body, ctx, 'optimistic')) ??
      (await tryAttempt(user, body, ctx, 'savepoints')) ??
      ((await sql.begin((tx) => runBatch(tx, user, body, ctx, 'driverSavepoints'))) as BatchState)
    );
  }

  return {
    async push(user: User, body: PushRequest): Promise<PushOutcome> {
      const receivedAt = clock.now();
      const skewMs = requestSkewMs(receivedAt, body.pushedAt);
      const ctx: MutatorContext = { user, now: receivedAt, punch: { receivedAt, skewMs }, afterCommit: () => {} };
      const state = await runInTransaction(user, body, ctx);
      for (const task of state.afterCommit) task();
      // What applied before a transient failure is committed; the failure itself answers 5xx.
      if (state.transient) throw state.transient;
      if (state.gapAt !== null) return { kind: 'gap', lastMutationId: state.gapAt, results: state.results };
      return { kind: 'ok', lastMutationId: state.lastMutationId, results: state.results };
    },
  };
}
export type SyncPushService = ReturnType<typeof syncPushService>;

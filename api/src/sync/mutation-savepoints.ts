/**
 * How a push runs a batch (docs/sync.md, decision 0096). Up to three attempts, each in its own
 * transaction and with the same effect on the data; nothing of an abandoned one is committed.
 *
 * - **optimistic** (first): no savepoints. Each mutation's statements go out as soon as they are
 *   known, and a mutator may hand back its last statement `Sent`, unanswered, so the next
 *   mutation's statements follow it in the same write. This attempt commits only if no mutator
 *   refused and PostgreSQL refused no statement: with no savepoint, a refused mutation's writes
 *   could not be undone alone.
 * - **savepoints** (when the optimistic attempt met a failure): each mutation in its own
 *   savepoint, SAVEPOINT sent with its first statement and RELEASE (or ROLLBACK TO on a refusal)
 *   with the next one's, its answer awaited inside; a refusal undoes only itself. The driver's
 *   limit: a statement PostgreSQL refused, even inside such a savepoint, makes it roll the whole
 *   transaction back at its end instead of committing.
 * - **driverSavepoints** (when PostgreSQL refused a statement): postgres.js's own `tx.savepoint`,
 *   which waits for SAVEPOINT before the mutation starts and keeps such a statement inside it.
 *
 * A refusal is rare on one crew's phone (a second clock-in, a job cancelled meanwhile), so a
 * batch usually costs a statement or two per mutation and no wait for most of them.
 */
import type { Tx } from '../db/client.ts';
import { sendRelease, sendRollbackTo, sendSavepoint } from '../db/savepoints.ts';
import { Sent } from '../db/sent.ts';
import type { MutatorAnswer, MutatorResult } from './mutators.ts';

export type Attempt = 'optimistic' | 'savepoints' | 'driverSavepoints';

/**
 * Which attempts a push runs. `auto` (production): optimistic, then pipelined savepoints, then
 * the driver's savepoints, each only when the one before could not commit. A test forces one
 * attempt: the batch runs on it alone, and falls back to the driver's savepoints (which can
 * commit any batch) only when it cannot commit that batch by design (the optimistic attempt and
 * any refusal; pipelined savepoints and a statement PostgreSQL refused). The outcomes must be
 * the same whichever attempt committed (test/sync-push-attempts.test.ts).
 */
export type PushAttempts = 'auto' | Attempt;
/** The attempts tried, in order, before the driver's savepoints, which conclude any batch. */
export const ATTEMPTS_BEFORE_DRIVER: Record<PushAttempts, readonly Attempt[]> = {
  auto: ['optimistic', 'savepoints'],
  optimistic: ['optimistic'],
  savepoints: ['savepoints'],
  driverSavepoints: [],
};
export const isPushAttempts = (value: string): value is PushAttempts => Object.hasOwn(ATTEMPTS_BEFORE_DRIVER, value);

/** Any failure of a mutation in the optimistic attempt: that attempt is rolled back, the batch runs with savepoints. */
export class RunWithSavepoints extends Error {}

const answered = async (result: MutatorResult): Promise<MutatorAnswer> =>
  result instanceof Sent ? await result.answer : result;

/** Runs one mutation's body as the attempt requires. */
export async function runMutation(
  tx: Tx,
  attempt: Attempt,
  body: (tx: Tx) => Promise<MutatorResult>,
): Promise<MutatorResult> {
  if (attempt === 'optimistic') {
    return body(tx).catch(() => {
      throw new RunWithSavepoints();
    });
  }
  if (attempt === 'driverSavepoints') return tx.savepoint(async (sp) => answered(await body(sp)));
  // Sent, not awaited (db/savepoints.ts): they travel with the mutation's own statements.
  sendSavepoint(tx);
  try {
    const result = await answered(await body(tx));
    sendRelease(tx);
    return result;
  } catch (error) {
    sendRollbackTo(tx);
    sendRelease(tx);
    throw error;
  }
}

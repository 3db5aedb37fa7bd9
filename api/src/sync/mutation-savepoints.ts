/**
 * How a push gives each mutation its own savepoint (design/sync.md, decision 0095). Two ways,
 * with the same effect on the data:
 *
 * - `pipelinedSavepoint`: SAVEPOINT goes out in the same write as the mutation's first statement,
 *   and RELEASE (or ROLLBACK TO on a refusal) ahead of the next mutation's, so a savepoint costs
 *   no round trip of its own. Its limit is the driver's: a statement that fails inside a
 *   postgres.js transaction, even one caught and rolled back to here, makes the driver roll the
 *   whole transaction back at its end instead of committing.
 * - `driverSavepoint`: postgres.js's own `tx.savepoint`, which waits for SAVEPOINT before the
 *   mutation starts and keeps a failed statement inside it, so the batch still commits.
 *
 * The push runs a batch pipelined first; when PostgreSQL refused a statement (rare: a refusal by
 * the database, not by a mutator's checks), that transaction rolls back whole and the push runs
 * the batch again with driver savepoints. Nothing of the first attempt is ever committed.
 */
import type { Tx } from '../db/client.ts';
import { Sent } from '../db/sent.ts';

export type SavepointRunner = (tx: Tx, body: (sp: Tx) => Promise<unknown>) => Promise<unknown>;

/** A mutator's `Sent` last statement is answered inside the savepoint, before it ends. */
export const driverSavepoint: SavepointRunner = (tx, body) =>
  tx.savepoint(async (sp) => {
    const result = await body(sp);
    return result instanceof Sent ? await result.answer : result;
  });

/**
 * A mutator's `Sent` last statement is handed back unanswered: RELEASE and the next mutation's
 * statements follow it in the same write, and the push collects the answer before recording.
 */
export const pipelinedSavepoint: SavepointRunner = async (tx, body) => {
  // Sent, not awaited: postgres.js writes queries in the order they are started, and a failure of
  // any of these three also ends in the driver's rollback and the second attempt.
  tx`savepoint mutation`.execute();
  try {
    const result = await body(tx);
    tx`release savepoint mutation`.execute();
    return result;
  } catch (error) {
    tx`rollback to savepoint mutation`.execute();
    tx`release savepoint mutation`.execute();
    throw error;
  }
};

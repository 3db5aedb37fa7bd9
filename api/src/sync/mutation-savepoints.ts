/**
 * How a push runs a batch (design/sync.md, decision 0096). Two attempts, with the same effect on
 * the data:
 *
 * - **optimistic** (first): no savepoints. Each mutation's statements go out as soon as they are
 *   known, and a mutator may hand back its last statement `Sent`, unanswered, so the next
 *   mutation's statements follow it in the same write. This attempt commits only if no mutator
 *   refused and PostgreSQL refused no statement: with no savepoint, a refused mutation's writes
 *   could not be undone alone.
 * - **careful** (when the optimistic attempt met any failure): each mutation in its own savepoint
 *   (the driver's, which keeps even a statement PostgreSQL refused inside it), so a refusal undoes
 *   only itself, its `Sent` answered before the savepoint ends.
 *
 * A refusal is rare (a second clock-in, a job cancelled meanwhile), so a batch usually costs one
 * statement or two per mutation and nothing more; nothing of an abandoned attempt is committed.
 */
import type { Tx } from '../db/client.ts';
import { Sent } from '../db/sent.ts';

export type Attempt = 'optimistic' | 'careful';

/** Any failure of a mutation in the optimistic attempt: that attempt is rolled back, the batch runs carefully. */
export class RunCarefully extends Error {}

/** Runs one mutation's body as the attempt requires. */
export function runMutation(tx: Tx, attempt: Attempt, body: (tx: Tx) => Promise<unknown>): Promise<unknown> {
  if (attempt === 'careful') {
    return tx.savepoint(async (sp) => {
      const result = await body(sp);
      return result instanceof Sent ? await result.answer : result;
    });
  }
  return body(tx).catch(() => {
    throw new RunCarefully();
  });
}

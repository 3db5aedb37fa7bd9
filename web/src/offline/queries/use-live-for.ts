/**
 * `useLiveQuery` that answers only for the inputs it was asked with. Dexie's hook keeps its last
 * answer while the query for new inputs runs, so for a render or more a screen showed the previous
 * job on another job's page, the previous day's list on a new day, and, after another person
 * signed in on a shared phone, the first person's name and data from their database. Here an
 * answer is tagged with the inputs it was read for, and one for other inputs counts as not read
 * yet (undefined), as on a screen's first read. Every query hook in `queries/` reads through it.
 * Inputs are compared with `Object.is`: pass ids, dates and the database, never an object made
 * anew each render (it would never match, and Dexie's hook would subscribe again every render).
 */
import { useLiveQuery } from 'dexie-react-hooks';

export function useLiveFor<T>(query: () => Promise<T> | T, inputs: readonly unknown[]): T | undefined {
  const answer = useLiveQuery(async () => ({ inputs, value: await query() }), [...inputs]);
  return answer && sameInputs(answer.inputs, inputs) ? answer.value : undefined;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

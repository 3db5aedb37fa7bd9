/**
 * The one options object every staff write takes, whether a sync mutation or a REST call makes
 * it: the transaction already holding the change version (db/change-version.ts), who is signed
 * in, the moment the server received the request, and the validated args.
 */
import type { MutatorName, ParsedMutatorArgs, User } from '@haul/shared';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql, Tx } from '../db/client.ts';

export interface VersionedWrite<A> {
  tx: Tx;
  version: number;
  user: User;
  /** When the server received the request. */
  now: Date;
  args: A;
}

/** A write with mutator `N`'s args (its REST call, if any, passes the same). */
export type MutationWrite<N extends MutatorName> = VersionedWrite<ParsedMutatorArgs<N>>;

/** What a delete answers: false when there was nothing left to delete (a replay, or deleted meanwhile). */
export interface Deleted {
  deleted: boolean;
}

/** A REST call's write: `call` run in a transaction of its own, with the change version taken in it. */
export function writeInTransaction<C extends Omit<VersionedWrite<unknown>, 'tx' | 'version'>, T>(
  sql: Sql,
  call: C,
  write: (w: C & { tx: Tx; version: number }) => Promise<T>,
): Promise<T> {
  return writeVersioned(sql, (tx, version) => write({ ...call, tx, version }));
}

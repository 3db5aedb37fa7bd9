/**
 * The pipelined savepoint of one mutation in a push (sync/mutation-savepoints.ts, decision 0096):
 * each statement is sent, not awaited. postgres.js writes queries in the order they are started,
 * so they reach PostgreSQL between the mutation's own statements; a failure of any of them also
 * ends in the driver's rollback and the next attempt.
 */
import type { Tx } from './client.ts';

export const sendSavepoint = (tx: Tx) => void tx`savepoint mutation`.execute();
export const sendRelease = (tx: Tx) => void tx`release savepoint mutation`.execute();
export const sendRollbackTo = (tx: Tx) => void tx`rollback to savepoint mutation`.execute();

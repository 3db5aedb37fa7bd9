/**
 * Sorting a push's failures into refusals (final, recorded) and transient failures (5xx, the
 * device retries), and keeping what a device sent in a form PostgreSQL can always store.
 */

import { storableJson } from '../db/repositories/sync.ts';
import { ApiFailure } from '../http/errors.ts';

/** SQLSTATE classes that mean "this input will fail every time": data (22), integrity (23), limits (54). */
const PERMANENT_SQLSTATE = /^(22|23|54)/;

/**
 * A 4xx from a mutator, a database data/integrity/limit error, or a plain JavaScript error
 * (a TypeError from input nobody foresaw) is a refusal: retrying cannot change it. Database
 * connection, lock and serialisation failures (and anything else with a code) are transient.
 */
export function asRefusal(error: unknown): ApiFailure | null {
  if (error instanceof ApiFailure) return error.status < 500 && error.code !== 'client_not_yours' ? error : null;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (!PERMANENT_SQLSTATE.test(code)) return null;
    return new ApiFailure(409, 'conflict', 'The change conflicts with data on the server and was not saved.');
  }
  if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) {
    // Logged: a mutator that throws on input is a bug to fix, even though the device is answered.
    console.error('sync mutator threw on its input', error);
    return new ApiFailure(422, 'unprocessable', 'The server could not process this change.');
  }
  return null;
}

const MAX_DEPTH = 32;
const MAX_RECORDED_CHARS = 64 * 1024;

function depthOf(value: unknown, limit: number): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, limit - 1));
    if (deepest >= limit) break;
  }
  return deepest + 1;
}

/**
 * Args as recorded in `sync_mutations.args` (jsonb). PostgreSQL refuses a NUL character, a lone
 * surrogate and very deep nesting; anything it would refuse, or that is huge, is kept as a short text preview
 * instead, so the refusal itself is always recorded.
 */
export function recordableArgs(args: unknown): unknown {
  if (args === undefined) return null;
  const text = JSON.stringify(args) ?? 'null';
  const storable = storableJson(args);
  const deep = depthOf(args, MAX_DEPTH + 1) > MAX_DEPTH;
  if (storable === text && !deep && text.length <= MAX_RECORDED_CHARS) return args;
  const reason =
    storable !== text
      ? text.includes('\\u0000')
        ? 'nul_character'
        : 'lone_surrogate'
      : deep
        ? 'too_deep'
        : 'too_large';
  // A cut through a surrogate pair would leave a lone half, which PostgreSQL refuses in turn.
  return { unrecordable: reason, preview: storable.slice(0, 500).replace(/[\ud800-\udbff]$/, '') };
}

/** A device time PostgreSQL can store faithfully, or null (the mutation is still recorded). */
export function recordableTime(iso: string): string | null {
  const year = new Date(iso).getUTCFullYear();
  return Number.isFinite(year) && year >= 1900 && year <= 9999 ? iso : null;
}

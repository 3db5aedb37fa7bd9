/**
 * Nesting depth is bounded before any JSON body is parsed. JSON.parse copes with a
 * 4,400-level body, but everything after it that walks the value (schemas, JSON.stringify when a
 * refusal is recorded, PostgreSQL's jsonb) may recurse and overflow the stack: a 500 on every
 * retry. The scan below is iterative and never recurses, whatever the input.
 *
 * Ordinary bodies deeper than the limit are refused (400). A sync push is not: its envelope is
 * shallow and one mutation's args may be the poison, so the over-deep part is replaced by a short
 * marker string; that mutation then fails its schema and is refused and recorded once like any
 * other bad mutation, while the rest of the batch is applied (sync.md #16).
 */
import { createMiddleware } from 'hono/factory';
import { ApiFailure } from './errors.ts';

/** No form or mutator of ours nests deeper than a few levels; these leave ample room. */
export const JSON_LIMITS = {
  maxDepth: 32,
  /** Envelope (3 levels) plus args: recordableArgs keeps args up to 32 levels, deeper is `too_deep`. */
  maxSyncPushDepth: 40,
} as const;

/** What replaces a value nested deeper than the limit in a sync push. */
export const TOO_DEEP_MARKER = '[nested too deep]';

/**
 * `text` with every object or array that would open deeper than `maxDepth` replaced by
 * `"[nested too deep]"`, and whether anything was replaced. Brackets inside strings are skipped;
 * malformed JSON is left for JSON.parse to refuse.
 */
export function capJsonDepth(text: string, maxDepth: number): { text: string; capped: boolean } {
  let depth = 0;
  let inString = false;
  let capped = false;
  let out = '';
  let copiedTo = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (depth < maxDepth) {
        depth++;
        continue;
      }
      // Skip this whole value (to its matching close, or the end of a malformed body).
      const end = endOfValue(text, i);
      out += `${text.slice(copiedTo, i)}${JSON.stringify(TOO_DEEP_MARKER)}`;
      copiedTo = end;
      i = end - 1;
      capped = true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return capped ? { text: out + text.slice(copiedTo), capped } : { text, capped };
}

/** The index just after the object or array opening at `start`. */
function endOfValue(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) depth++;
    else if (ch === 0x7d || ch === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** After the body-size limit: the body is at most 1 MB when this reads it. */
export const jsonDepthLimit = createMiddleware(async (c, next) => {
  if (BODYLESS_METHODS.has(c.req.method) || !JSON_TYPE.test(c.req.header('content-type') ?? '')) return next();
  const text = await c.req.text();
  const sync = c.req.path === '/api/sync/push';
  const { text: bounded, capped } = capJsonDepth(text, sync ? JSON_LIMITS.maxSyncPushDepth : JSON_LIMITS.maxDepth);
  if (capped && !sync)
    throw new ApiFailure(400, 'too_deep', `JSON bodies may nest at most ${JSON_LIMITS.maxDepth} levels.`);
  // Later readers (the validator's c.req.json()) parse the bounded text. Hono keeps a promise
  // here though its type says string; json-depth.test.ts fails if that ever changes.
  if (capped) c.req.bodyCache.text = Promise.resolve(bounded) as unknown as string;
  return next();
});

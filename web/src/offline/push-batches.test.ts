/**
 * Push batches sized by bytes (docs/sync.md, push): a request never passes the server's 1 MB, and
 * a batch is filled up to the cap, not one mutation short of it.
 */
import { randomUUID } from 'node:crypto';
import { SYNC_LIMITS, SYNC_PROTOCOL } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from './db.ts';
import { mutationBytes, takeBatch, wireMutation } from './push-batches.ts';

const row = (id: number, padding: number): OutboxRow => ({
  id,
  name: 'upsertSchedule',
  args: { id: randomUUID(), pad: 'x'.repeat(padding) },
  clientTime: '2026-01-05T15:00:00.000Z',
  touched: [],
});

/** Rows of about 100 KB whose bytes add up to exactly `total`. */
function rowsFilling(total: number): OutboxRow[] {
  const rows = Array.from({ length: 9 }, (_, i) => row(i + 1, 100_000));
  const used = rows.reduce((sum, r) => sum + mutationBytes(r), 0);
  const last = row(10, 0);
  last.args = { ...(last.args as object), pad: 'x'.repeat(total - used - mutationBytes(last)) };
  return [...rows, last];
}

/** The request body the engine sends for a batch (engine.ts), as bytes. */
const requestBytes = (batch: OutboxRow[]) =>
  new TextEncoder().encode(
    JSON.stringify({
      protocol: SYNC_PROTOCOL,
      clientId: randomUUID(),
      userId: randomUUID(),
      pushedAt: '2026-01-05T15:00:00.000Z',
      mutations: batch.map(wireMutation),
    }),
  ).length;

describe('push batches by bytes', () => {
  const cap = SYNC_LIMITS.maxPushBytes - 1024;

  it('a batch fills the byte cap exactly, and its request stays under the server limit', () => {
    const rows = rowsFilling(cap);
    expect(rows.reduce((sum, r) => sum + mutationBytes(r), 0)).toBe(cap);
    const batch = takeBatch(rows);
    expect(batch).toHaveLength(10);
    expect(requestBytes(batch)).toBeLessThanOrEqual(SYNC_LIMITS.maxPushBytes);
  });

  it('one byte over the cap: the batch is cut before the mutation that would pass it, never sent over the limit', () => {
    const rows = rowsFilling(cap + 1);
    const batch = takeBatch(rows);
    expect(batch.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(requestBytes(rows)).toBeGreaterThan(SYNC_LIMITS.maxPushBytes - 1024);
    expect(takeBatch([row(1, SYNC_LIMITS.maxPushBytes)])).toEqual([]);
  });
});

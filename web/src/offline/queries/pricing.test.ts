import { shareLabel } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { deviceDb } from '../testing/rows.ts';
import { currentPriceBook, disposalPartners, estimateScreen } from './pricing.ts';

const book = (number: number) => ({
  id: crypto.randomUUID(),
  number,
  tiers: Array.from({ length: 9 }, (_, e) => ({
    eighths: e,
    label: shareLabel(e),
    priceCents: 15_000 + e * 1_000 * number,
  })),
  items: [],
  surcharges: [],
  note: null,
  createdBy: null,
  createdAt: '2026-01-05T12:00:00.000Z',
});

describe('pricing queries', () => {
  it('the current book is the highest version; an estimate keeps the version it was priced with', async () => {
    const db = deviceDb();
    await db.synced('priceBooks').bulkPut([book(1), book(3), { ...book(4), _deleted: 1 }, book(2)]);
    expect((await currentPriceBook(db))?.number).toBe(3);
    const appointmentId = crypto.randomUUID();
    expect((await estimateScreen(db, appointmentId)).book?.number).toBe(3);
    await db.synced('estimates').put({
      id: crypto.randomUUID(),
      appointmentId,
      priceBookNumber: 1,
      selection: { priceBookNumber: 1, shareEighths: 2, items: [], surcharges: [] },
      lines: [],
      totalCents: 17_000,
      linesHash: 'a'.repeat(64),
      signedHash: null,
      signerName: null,
      signedAt: null,
      signaturePng: null,
      recordedBy: null,
      createdAt: '2026-01-05T12:00:00.000Z',
      updatedAt: '2026-01-05T12:00:00.000Z',
      version: null,
    });
    const screen = await estimateScreen(db, appointmentId);
    expect(screen.book?.number).toBe(1);
    expect(screen.estimate?.totalCents).toBe(17_000);
  });

  it('disposal partners: the ones not removed, oldest first (the job-done carrier list)', async () => {
    const db = deviceDb();
    const partner = (name: string, createdAt: string, extra = {}) => ({
      id: crypto.randomUUID(),
      kind: 'tyre_carrier' as const,
      name,
      permit: 'GA-STC-1',
      createdAt,
      ...extra,
    });
    await db
      .synced('disposalPartners')
      .bulkPut([
        partner('Second', '2026-01-06T12:00:00.000Z'),
        partner('Removed', '2026-01-04T12:00:00.000Z', { _deleted: 1 }),
        partner('First', '2026-01-05T12:00:00.000Z'),
      ]);
    expect((await disposalPartners(db)).map((p) => p.name)).toEqual(['First', 'Second']);
    expect((await estimateScreen(db, crypto.randomUUID())).partners.map((p) => p.name)).toEqual(['First', 'Second']);
  });
});

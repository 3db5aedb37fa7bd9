import { shareLabel } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { deviceDb } from '../testing/rows.ts';
import { currentPriceBook, estimateScreen } from './pricing.ts';

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
    });
    const screen = await estimateScreen(db, appointmentId);
    expect(screen.book?.number).toBe(1);
    expect(screen.estimate?.totalCents).toBe(17_000);
  });
});

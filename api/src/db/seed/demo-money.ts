/**
 * Demo money (decision 0195): every completed demo job gets the estimate its customer signed, the
 * invoice it issued and — for most — the card payment taken on the reader that afternoon, so
 * /admin/money shows believable figures on a fresh `pnpm start`. Deterministic (a seeded
 * generator, dates relative to the demo's today), written through the same repositories as the
 * app's own writes; run once, right after the demo data is first seeded.
 */
import { randomUUID } from 'node:crypto';
import {
  type EstimateSelection,
  estimateLinesHash,
  formatCents,
  type PriceBook,
  priceEstimate,
  startOfDayInZone,
} from '@haul/shared';
import { newPublicToken } from '../../services/invoices.ts';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { invoicesRepository } from '../repositories/invoices.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import { pricingRepository } from '../repositories/pricing.ts';
import { DEMO_SIGNATURE_PNG } from './demo-content.ts';
import { seededRandom } from './random.ts';

/** Items a junk-removal job commonly adds on top of its truck share; none needs a compliance record. */
const EXTRA_ITEMS = ['mattress', 'sofa', 'tv', 'piano'] as const;
const HOUR = 3_600_000;

function selectionFor(book: PriceBook, next: () => number): EstimateSelection {
  const share = 1 + Math.floor(next() * 8); // 1/8 … full truck
  const items = EXTRA_ITEMS.filter((code) => book.items.some((i) => i.code === code) && next() < 0.25).map((code) => ({
    code,
    quantity: 1 + Math.floor(next() * 2),
  }));
  const stairs = book.surcharges.some((s) => s.code === 'stairs') && next() < 0.3;
  return {
    priceBookNumber: book.number,
    shareEighths: share,
    items,
    surcharges: stairs ? [{ code: 'stairs', quantity: 1 }] : [],
  };
}

/** Returns a summary, or null when there is nothing to do (no price book, no completed jobs, or money already). */
export async function seedDemoMoney(sql: Sql, userId: string): Promise<string | null> {
  const pricing = pricingRepository(sql);
  const invoices = invoicesRepository(sql);
  const payments = paymentsRepository(sql);
  const book = await pricing.book(sql, 1);
  if (!book) return null;
  const [existing] = await sql<{ n: number }[]>`select count(*)::int as n from invoices`;
  if ((existing?.n ?? 0) > 0) return null;
  const jobs = await sql<{ id: string; date: string; name: string }[]>`
    select id, to_char(preferred_date, 'YYYY-MM-DD') as date, full_name(first_name, last_name) as name
    from appointments where status = 'completed' and deleted_at is null
    order by preferred_date, preferred_time_slot, created_at, id`;
  if (jobs.length === 0) return null;
  const next = seededRandom(20_261_124);
  return writeVersioned(sql, async (tx, v) => {
    let paid = 0;
    let cents = 0;
    for (const [k, job] of jobs.entries()) {
      const selection = selectionFor(book, next);
      const priced = priceEstimate(book, book.number, selection);
      if (!priced.ok) throw new Error(`demo estimate did not price: ${priced.message}`);
      const linesHash = await estimateLinesHash(priced);
      const morning = new Date(startOfDayInZone(job.date).getTime() + (9 + (k % 4)) * HOUR);
      const estimateId = randomUUID();
      await pricing.saveEstimate(
        tx,
        v,
        {
          id: estimateId,
          appointmentId: job.id,
          priceBookNumber: book.number,
          selection,
          lines: priced.lines,
          totalCents: priced.totalCents,
          linesHash,
        },
        userId,
        morning,
      );
      const signedAt = new Date(morning.getTime() + 15 * 60_000).toISOString();
      await pricing.sign(
        tx,
        v,
        {
          estimateId,
          linesHash,
          signerName: job.name,
          signedAt,
          strokes: [
            {
              points: [
                { x: 20, y: 40 },
                { x: 120, y: 20 },
              ],
            },
          ],
          png: DEMO_SIGNATURE_PNG,
        },
        userId,
        morning,
      );
      const doneAt = new Date(morning.getTime() + 2 * HOUR);
      await invoices.markDone(tx, v, job.id, null, userId, doneAt);
      const invoice = await invoices.insert(
        tx,
        v,
        await invoices.nextNumber(tx),
        {
          appointmentId: job.id,
          estimateId,
          priceBookNumber: book.number,
          lines: priced.lines,
          totalCents: priced.totalCents,
          publicToken: newPublicToken(),
          signerName: job.name,
          signedAt,
          signaturePng: DEMO_SIGNATURE_PNG,
        },
        userId,
        doneAt,
      );
      // About one in seven is still owed (the office's "Still owed" list is not empty).
      if (next() < 0.15) continue;
      const payment = {
        id: randomUUID(),
        invoiceId: invoice.id,
        method: 'card_reader' as const,
        amountCents: invoice.totalCents,
        cardLast4: String(1000 + Math.floor(next() * 9000)),
        approvalCode: `D${String(100_000 + Math.floor(next() * 900_000))}`,
        providerRef: null,
        paidAt: new Date(doneAt.getTime() + 10 * 60_000),
      };
      await payments.insert(tx, payment, userId);
      await payments.addPaid(tx, v, invoice.id, payment.amountCents);
      paid++;
      cents += payment.amountCents;
    }
    return `${jobs.length} invoices, ${paid} paid (${formatCents(cents)})`;
  });
}

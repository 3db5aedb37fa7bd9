/**
 * Price books and estimates as the phone holds them (decision 0190), so pricing works with no signal.
 * The current price book is the highest version the device has; an estimate keeps the version it
 * was priced with.
 */
import type { DisposalPartner, Estimate, Invoice, PriceBook } from '@haul/shared';
import { isVisible, type OfflineDb, serverCopy } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

export async function currentPriceBook(db: OfflineDb): Promise<PriceBook | null> {
  const rows = (await db.synced('priceBooks').orderBy('number').reverse().toArray()).filter(isVisible);
  const top = rows[0];
  return top ? serverCopy(top) : null;
}

export async function priceBookByNumber(db: OfflineDb, number: number): Promise<PriceBook | null> {
  const row = (await db.synced('priceBooks').where('number').equals(number).toArray()).find(isVisible);
  return row ? serverCopy(row) : null;
}

/** A job's estimate (one per job), with its pending local changes. */
export async function estimateForJob(db: OfflineDb, appointmentId: string): Promise<Estimate | null> {
  const row = (await db.synced('estimates').where('appointmentId').equals(appointmentId).toArray()).find(isVisible);
  return row ? serverCopy(row) : null;
}

export async function invoiceForJob(db: OfflineDb, appointmentId: string): Promise<Invoice | null> {
  const row = (await db.synced('invoices').where('appointmentId').equals(appointmentId).toArray()).find(isVisible);
  return row ? serverCopy(row) : null;
}

/** The office's tyre carriers and refrigerant recyclers (job done asks for one), oldest first. */
export async function disposalPartners(db: OfflineDb): Promise<DisposalPartner[]> {
  const rows = (await db.synced('disposalPartners').toArray()).filter(isVisible).map(serverCopy);
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * What the estimate screen needs in one read: the job's estimate, the book to price it with, its
 * invoice once the server issued one, and whether an After photo exists (job done warns without).
 */
export async function estimateScreen(db: OfflineDb, appointmentId: string) {
  const estimate = await estimateForJob(db, appointmentId);
  const book = estimate ? await priceBookByNumber(db, estimate.priceBookNumber) : await currentPriceBook(db);
  const invoice = await invoiceForJob(db, appointmentId);
  const photos = await db.synced('jobPhotos').rowsIn([appointmentId]);
  const hasAfterPhoto = photos.some((p) => isVisible(p) && p.photoType === 'after');
  const partners = await disposalPartners(db);
  return { estimate, book, invoice, hasAfterPhoto, partners };
}

export function useEstimateScreen(appointmentId: string) {
  const db = useDeviceDb();
  return useLiveFor(() => estimateScreen(db, appointmentId), [db, appointmentId]);
}

/**
 * Job done by the crew and the invoice it issues (decision 0192). Completion needs an estimate
 * signed for its current lines; a final share that costs more than what was signed is refused
 * until the customer signs the new price (a cheaper one is invoiced as hauled). The invoice is
 * numbered from the company's counter row in the same transaction (decision 0192); the customer's
 * message with its link is queued in that transaction too (the message outbox sends it, decision 0180).
 */
import { randomBytes } from 'node:crypto';
import {
  type Appointment,
  costsMoreThanSigned,
  formatCents,
  type Invoice,
  isSignedForCurrentLines,
  priceEstimate,
  shareLabel,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { Sql, Tx } from '../db/client.ts';
import type { InvoicesRepository } from '../db/repositories/invoices.ts';
import type { PricingRepository } from '../db/repositories/pricing.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';
import type { AppointmentStatusService } from './appointment-status.ts';
import type { ComplianceService } from './compliance.ts';
import { assertOnJob } from './pricing.ts';
import { type MutationWrite, writeInTransaction } from './versioned-write.ts';

export type CompletionWarning = 'no_after_photo';
export interface Completion {
  appointment: Appointment;
  invoice: Invoice;
  warnings: CompletionWarning[];
}

/** 24 random bytes: 192 bits, base64url (32 characters) — unguessable, safe in a URL. */
export const newPublicToken = () => randomBytes(24).toString('base64url');

/** Told of an invoice inside the transaction that issues it (the customer's message). */
export type InvoiceIssued = (tx: Tx, job: Appointment, invoice: Invoice, now: Date) => Promise<void>;

export function invoicesService(
  sql: Sql,
  repo: InvoicesRepository,
  pricing: PricingRepository,
  status: AppointmentStatusService,
  clock: Clock,
  compliance: Pick<ComplianceService, 'check'>,
  issued: InvoiceIssued = async () => {},
) {
  const service = {
    async complete({ tx, version, user, now, args }: MutationWrite<'completeJob'>): Promise<Completion> {
      const job = await pricing.job(tx, args.appointmentId);
      if (!job) throw notFound('That job does not exist.');
      assertOnJob(user, job);
      if (job.status === 'cancelled') throw conflict('job_cancelled', 'This job was cancelled.');
      if (await repo.forJob(tx, job.id)) throw conflict('already_done', 'This job is already done and invoiced.');
      const estimate = await pricing.estimateForJob(tx, job.id);
      if (!estimate) throw conflict('no_estimate', 'Price the job and have the customer sign before marking it done.');
      if (!isSignedForCurrentLines(estimate) || !estimate.signerName || !estimate.signedAt || !estimate.signaturePng)
        throw conflict(
          'estimate_not_signed',
          'The customer has not signed the current estimate. Have them sign first.',
        );

      const book = await pricing.book(tx, estimate.priceBookNumber);
      if (!book) throw new ApiFailure(422, 'unknown_price_book', `There is no price book ${estimate.priceBookNumber}.`);
      let lines = estimate.lines;
      let totalCents = estimate.totalCents;
      if (args.finalShareEighths !== estimate.selection.shareEighths) {
        const final = priceEstimate(book, book.number, { ...estimate.selection, shareEighths: args.finalShareEighths });
        if (!final.ok) throw new ApiFailure(422, final.code, final.message);
        if (costsMoreThanSigned(final, estimate)) {
          const share = args.finalShareEighths === null ? 'no volume' : shareLabel(args.finalShareEighths);
          throw conflict(
            'signature_needed',
            `${share} comes to ${formatCents(final.totalCents)}, more than the ${formatCents(estimate.totalCents)} the customer signed for. Change the estimate and have them sign the new price.`,
          );
        }
        lines = final.lines;
        totalCents = final.totalCents;
      }
      // Refrigerant and tyre lines must say where they went (decision 0231) before anything is written.
      const recordCompliance = await compliance.check(tx, lines, book.items, args.compliance);

      const appointment = await status.change(tx, version, {
        appointmentId: job.id,
        status: 'completed',
        user,
        source: 'sync',
        now,
      });
      if (!appointment) throw notFound('That job does not exist.');
      await repo.markDone(tx, version, job.id, args.officeNotes ?? null, user.id, now);
      const number = await repo.nextNumber(tx);
      const invoice = await repo.insert(
        tx,
        version,
        number,
        {
          appointmentId: job.id,
          estimateId: estimate.id,
          priceBookNumber: estimate.priceBookNumber,
          lines,
          totalCents,
          publicToken: newPublicToken(),
          signerName: estimate.signerName,
          signedAt: estimate.signedAt,
          signaturePng: estimate.signaturePng,
        },
        user.id,
        now,
      );
      await recordCompliance(invoice, user, now);
      await issued(tx, appointment, invoice, now);
      const warnings: CompletionWarning[] = (await repo.hasAfterPhoto(tx, job.id)) ? [] : ['no_after_photo'];
      return { appointment, invoice, warnings };
    },

    /** REST: the same completion in a transaction of its own. */
    completeJob: (user: User, args: MutationWrite<'completeJob'>['args']) =>
      writeInTransaction(sql, { user, now: clock.now(), args }, (w) => service.complete(w)),

    /** The customer's page and PDF: found only by the unguessable token. */
    async document(token: string) {
      const found = await repo.byToken(token);
      if (!found) throw notFound('There is no invoice at this address.');
      return found;
    },

    async invoiceForJob(user: User, appointmentId: string): Promise<Invoice | null> {
      const job = await pricing.job(sql, appointmentId);
      if (!job) throw notFound('That job does not exist.');
      assertOnJob(user, job);
      return repo.forJob(sql, appointmentId);
    },
  };
  return service;
}
export type InvoicesService = ReturnType<typeof invoicesService>;

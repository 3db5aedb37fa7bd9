/**
 * Pricing on site (decision 0190): price-book versions (admins save a whole new version; estimates keep
 * theirs), estimates priced again here with the one shared function and refused when the phone's
 * figures differ, and the customer's signature accepted only for the lines it covers. An estimate
 * edit made on an older copy than someone else's newer pricing or signature is refused as
 * `edit_conflict`, with both versions in its message, never written over theirs (decision 0260).
 */
import {
  type Estimate,
  estimateLinesHash,
  formatCents,
  isSignedForCurrentLines,
  type ParsedMutatorArgs,
  type PriceBook,
  priceEstimate,
  type SavePriceBook,
  type SignEstimate,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql, Tx } from '../db/client.ts';
import type { JobFacts, NewerEstimate, PricingRepository } from '../db/repositories/pricing.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';
import { type MutationWrite, writeInTransaction } from './versioned-write.ts';

/**
 * Crews price, sign and complete only jobs they are assigned to; admins any job. One rule for
 * REST and sync (the same services run both).
 */
export function assertOnJob(user: User, job: JobFacts): void {
  if (user.role === 'admin') return;
  if (!user.employeeId || !job.assignedEmployeeIds.includes(user.employeeId))
    throw new ApiFailure(403, 'not_your_job', 'You are not on this job’s crew. Ask the office to add you first.');
}

async function openJob(repo: PricingRepository, tx: Tx, user: User, appointmentId: string): Promise<JobFacts> {
  const job = await repo.job(tx, appointmentId);
  if (!job) throw notFound('That job does not exist.');
  assertOnJob(user, job);
  if (job.status === 'cancelled') throw conflict('job_cancelled', 'This job was cancelled; it cannot be priced.');
  if (await repo.invoiced(tx, appointmentId))
    throw conflict('job_invoiced', 'This job is done and its invoice issued; the estimate can no longer change.');
  return job;
}

const lineCount = (n: number) => (n === 1 ? '1 line' : `${n} lines`);
const described = (totalCents: number, lines: number) => `${formatCents(totalCents)} for ${lineCount(lines)}`;

/**
 * The refusal of a stale estimate edit (decision 0260): what the estimate is now (its total, lines
 * and signature), and what the phone wanted. Over a signature, making the change again means the
 * customer signs again.
 */
function staleEstimate({ estimate, byOffice }: NewerEstimate, mine: { totalCents: number; lines: number }) {
  const who = byOffice ? 'The office' : 'Someone else on the job';
  const signed = isSignedForCurrentLines(estimate);
  const now = `${described(estimate.totalCents, estimate.lines.length)}, ${
    signed ? `signed by ${estimate.signerName}` : 'not signed'
  }`;
  return conflict(
    'edit_conflict',
    `${who} changed this estimate after your phone last synced; it is now ${now}. Your change (${described(
      mine.totalCents,
      mine.lines,
    )}) was not saved. ${
      signed
        ? 'Make it again if it still applies; the customer then signs again.'
        : 'Make it again if it still applies.'
    }`,
  );
}

export function pricingService(sql: Sql, repo: PricingRepository, clock: Clock) {
  const service = {
    listBooks: () => repo.listBooks(),
    async currentBook(): Promise<PriceBook> {
      const book = await repo.currentBook();
      if (!book) throw notFound('No price book has been saved yet.');
      return book;
    },
    /** A new version after `basedOn`; refused when someone saved another version meanwhile. */
    saveBook(user: User, input: SavePriceBook): Promise<PriceBook> {
      return writeVersioned(sql, async (tx, v) => {
        const current = await repo.currentBook(tx);
        const latest = current?.number ?? 0;
        if (input.basedOn !== latest)
          throw conflict(
            'price_book_changed',
            `Price book ${latest} was saved since you opened version ${input.basedOn}. Reload and make your change again.`,
          );
        return repo.insertBook(tx, v, latest + 1, input.content, input.note ?? null, user.id);
      });
    },

    async estimateForJob(user: User, appointmentId: string): Promise<Estimate | null> {
      const job = await repo.job(sql, appointmentId);
      if (!job) throw notFound('That job does not exist.');
      assertOnJob(user, job);
      return repo.estimateForJob(sql, appointmentId);
    },

    /**
     * Prices the selection from its price-book version and stores it, when the phone's total and
     * lines hash are what the server computes. A change of lines clears the signature.
     */
    async save({ tx, version, user, now, args }: MutationWrite<'saveEstimate'>): Promise<Estimate> {
      await openJob(repo, tx, user, args.appointmentId);
      const existing = await repo.estimate(tx, args.id);
      if (existing && existing.appointmentId !== args.appointmentId)
        throw conflict('estimate_other_job', 'This estimate belongs to another job.');
      const other = await repo.estimateForJob(tx, args.appointmentId);
      if (other && other.id !== args.id)
        throw conflict('estimate_exists', 'This job already has an estimate. Change that one instead.');
      const number = args.selection.priceBookNumber;
      const book = await repo.book(tx, number);
      if (!book) throw new ApiFailure(422, 'unknown_price_book', `There is no price book ${number}.`);
      const priced = priceEstimate(book, number, args.selection);
      if (!priced.ok) throw new ApiFailure(422, priced.code, priced.message);
      const hash = await estimateLinesHash(priced);
      if (priced.totalCents !== args.totalCents || hash !== args.linesHash)
        throw new ApiFailure(
          422,
          'price_mismatch',
          priced.totalCents !== args.totalCents
            ? `The phone showed ${formatCents(args.totalCents)} but price book ${number} gives ${formatCents(priced.totalCents)}. The estimate was not saved.`
            : `The estimate's lines differ from price book ${number}. The estimate was not saved.`,
        );
      const saved = await repo.saveEstimate(
        tx,
        version,
        {
          id: args.id,
          appointmentId: args.appointmentId,
          priceBookNumber: number,
          selection: args.selection,
          lines: priced.lines,
          totalCents: priced.totalCents,
          linesHash: hash,
          baseVersion: args.baseVersion,
        },
        user.id,
        now,
      );
      if (saved) return saved;
      // Not written: someone else priced or signed it after the copy this edit was made on.
      const newer = await repo.newerEstimate(tx, args.id);
      if (!newer) throw notFound('That estimate does not exist.');
      throw staleEstimate(newer, { totalCents: priced.totalCents, lines: priced.lines.length });
    },

    /** The signature is kept only for the lines it was given for. */
    async sign({ tx, version, user, now, args }: MutationWrite<'signEstimate'>): Promise<Estimate> {
      const estimate = await repo.estimate(tx, args.estimateId);
      if (!estimate) throw notFound('That estimate does not exist.');
      await openJob(repo, tx, user, estimate.appointmentId);
      if (estimate.linesHash !== args.linesHash)
        throw conflict(
          'signature_for_other_lines',
          'The estimate changed after the customer saw it. Show them the new total and sign again.',
        );
      return repo.sign(tx, version, args, user.id, now);
    },

    /** REST: the same writes in a transaction of their own. */
    saveEstimate: (user: User, args: ParsedMutatorArgs<'saveEstimate'>) =>
      writeInTransaction(sql, { user, now: clock.now(), args }, (w) => service.save(w)),
    signEstimate: (user: User, args: SignEstimate) =>
      writeInTransaction(sql, { user, now: clock.now(), args }, (w) => service.sign(w)),
  };
  return service;
}
export type PricingService = ReturnType<typeof pricingService>;

/**
 * The estimate for one job: the truck share, single items and surcharges, and the total with
 * Save; once saved unchanged, the customer's approval, then job done, then the invoice.
 */
import {
  type Appointment,
  type DisposalPartner,
  type Estimate,
  formatCents,
  type Invoice,
  isSignedForCurrentLines,
  type PriceBook,
  SURCHARGE_UNIT_LABELS,
} from '@haul/shared';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useEstimateDraft } from '../hooks/use-estimate-draft.ts';
import { type Draft, withQuantity } from '../lib/draft.ts';
import { InvoiceNote } from './invoice-note.tsx';
import { JobDonePanel } from './job-done-panel.tsx';
import { ShareChooser, Stepper } from './selection-controls.tsx';
import { SignaturePanel, SignedNote } from './signature-panel.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const quantity = (lines: Draft['items'], code: string) => lines.find((l) => l.code === code)?.quantity ?? 0;

export function EstimateEditor({
  job,
  book,
  estimate,
  invoice,
  hasAfterPhoto,
  partners,
}: {
  job: Appointment;
  book: PriceBook;
  estimate: Estimate | null;
  invoice: Invoice | null;
  hasAfterPhoto: boolean;
  partners: DisposalPartner[];
}) {
  const done = job.status === 'completed' || invoice !== null;
  const { draft, priced, changed, edit, save, saving } = useEstimateDraft({ appointmentId: job.id, book, estimate });
  const signed = estimate !== null && !changed && isSignedForCurrentLines(estimate);

  return (
    <div className="space-y-4">
      <form onSubmit={save} noValidate className="space-y-4">
        <ShareChooser book={book} value={draft.shareEighths} onChange={edit.share} />
        {book.items.length > 0 && (
          <section className={card} aria-label="Single items">
            <h2 className="text-lg font-bold text-slate-900">Single items</h2>
            <ul className="divide-y divide-slate-100">
              {book.items.map((i) => (
                <Stepper
                  key={i.code}
                  label={i.label}
                  detail={`${formatCents(i.priceCents)} each`}
                  quantity={quantity(draft.items, i.code)}
                  onChange={(q) => edit.items(withQuantity(draft.items, i.code, q))}
                />
              ))}
            </ul>
          </section>
        )}
        {book.surcharges.length > 0 && (
          <section className={card} aria-label="Surcharges">
            <h2 className="text-lg font-bold text-slate-900">Surcharges</h2>
            <ul className="divide-y divide-slate-100">
              {book.surcharges.map((s) => (
                <Stepper
                  key={s.code}
                  label={s.label}
                  detail={`${formatCents(s.priceCents)} ${SURCHARGE_UNIT_LABELS[s.unit]}`}
                  quantity={quantity(draft.surcharges, s.code)}
                  onChange={(q) =>
                    edit.surcharges(withQuantity(draft.surcharges, s.code, s.unit === 'job' ? Math.min(q, 1) : q))
                  }
                />
              ))}
            </ul>
          </section>
        )}
        <section
          className={`${card} border-brand-700 ${changed ? 'sticky bottom-[calc(var(--tabs-clearance)+0.5rem)]' : ''}`}
          aria-label="Total"
        >
          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-sm text-slate-600">Total (price book {book.number}; no sales tax on this service)</p>
              <p className="text-3xl font-bold text-slate-900" data-testid="estimate-total">
                {priced.ok ? formatCents(priced.totalCents) : '—'}
              </p>
              {!priced.ok && <p className="text-sm text-slate-700">{priced.message}</p>}
            </div>
            <button
              type="submit"
              className={buttonClasses('primary', 'lg')}
              disabled={!priced.ok || !changed || saving || done}
            >
              {estimate ? 'Save changes' : 'Save estimate'}
            </button>
          </div>
          {estimate && changed && estimate.signedHash && (
            <p className="mt-2 font-semibold text-amber-900">Saving a new price needs a new customer signature.</p>
          )}
        </section>
      </form>
      {estimate && !changed && !signed && <SignaturePanel estimate={estimate} />}
      {estimate && signed && <SignedNote estimate={estimate} />}
      {estimate &&
        signed &&
        (done ? (
          <InvoiceNote job={job} invoice={invoice} />
        ) : (
          <JobDonePanel job={job} book={book} estimate={estimate} hasAfterPhoto={hasAfterPhoto} partners={partners} />
        ))}
    </div>
  );
}

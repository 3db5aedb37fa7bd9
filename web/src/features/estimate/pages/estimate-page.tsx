/**
 * /jobs/:id/estimate (issue 24 §2): the crew on the job (or an admin) prices it at the curb and
 * the customer signs with a finger. Works with no signal: the price book and the estimate live on
 * the phone, saving and signing go through the outbox. The total shown is the shared pricing
 * function's; the server prices it again and refuses any difference.
 */
import {
  type Appointment,
  centsAsDecimal,
  complianceNeeds,
  complianceProblem,
  costsMoreThanSigned,
  type DisposalPartner,
  type Estimate,
  estimateLinesHash,
  formatCents,
  formatCompanyTime,
  fullName,
  type Invoice,
  invoiceNumberLabel,
  isSignedForCurrentLines,
  MAX_LINE_QUANTITY,
  type PriceBook,
  parseDollars,
  priceEstimate,
  SURCHARGE_UNIT_LABELS,
  shareLabel,
} from '@haul/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate, useOffline } from '../../../offline/offline-context.tsx';
import { useJob } from '../../../offline/queries/jobs.ts';
import { useEstimateScreen } from '../../../offline/queries/pricing.ts';
import { ComplianceFields, type ComplianceRecords } from '../components/compliance-fields.tsx';
import { SignatureField, type SignatureHandle } from '../components/signature-field.tsx';
import { type Draft, draftOf, sameDraft, withQuantity } from '../lib/draft.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const stepButton =
  'inline-flex size-12 items-center justify-center rounded-lg border-2 border-brand-700 text-2xl font-bold text-brand-800 disabled:opacity-40';

function Stepper({
  label,
  detail,
  quantity,
  onChange,
}: {
  label: string;
  detail: string;
  quantity: number;
  onChange(q: number): void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div>
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={`One less ${label}`}
          disabled={quantity === 0}
          onClick={() => onChange(quantity - 1)}
        >
          −
        </button>
        <output className="w-8 text-center text-lg font-bold" aria-label={`${label} quantity`}>
          {quantity}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={`One more ${label}`}
          disabled={quantity >= MAX_LINE_QUANTITY}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </div>
    </li>
  );
}

function ShareChooser({
  book,
  value,
  onChange,
}: {
  book: PriceBook;
  value: number | null;
  onChange(v: number | null): void;
}) {
  const option = (selected: boolean) =>
    `min-h-14 rounded-lg border-2 px-2 py-2 text-left ${selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900'}`;
  return (
    <fieldset className={card}>
      <legend className="px-1 text-lg font-bold text-slate-900">Truck share</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {book.tiers.map((t) => (
          <button
            key={t.eighths}
            type="button"
            aria-pressed={value === t.eighths}
            className={option(value === t.eighths)}
            onClick={() => onChange(t.eighths)}
          >
            <span className="block font-bold">{t.label || shareLabel(t.eighths)}</span>
            <span className="block text-sm">{formatCents(t.priceCents)}</span>
          </button>
        ))}
        <button
          type="button"
          aria-pressed={value === null}
          className={option(value === null)}
          onClick={() => onChange(null)}
        >
          <span className="block font-bold">Items only</span>
          <span className="block text-sm">no volume</span>
        </button>
      </div>
    </fieldset>
  );
}

function SignedNote({ estimate }: { estimate: Estimate }) {
  return (
    <section className={card} aria-label="Signature">
      <p className="font-semibold text-emerald-800" data-testid="estimate-signed">
        Approved by {estimate.signerName}
        {estimate.signedAt ? ` on ${formatCompanyTime(estimate.signedAt, 'date-time')}` : ''}
      </p>
      {estimate.signaturePng && (
        <img
          src={estimate.signaturePng}
          alt={`Signature of ${estimate.signerName}`}
          className="mt-2 h-24 rounded border border-slate-200"
        />
      )}
    </section>
  );
}

function SignaturePanel({ estimate }: { estimate: Estimate }) {
  const mutate = useMutate();
  const pad = useRef<SignatureHandle | null>(null);
  const [name, setName] = useState('');
  const [empty, setEmpty] = useState(true);
  const onChange = useCallback((isEmpty: boolean) => setEmpty(isEmpty), []);
  const sign = async () => {
    const handle = pad.current;
    if (!handle || handle.isEmpty()) return;
    try {
      await mutate('signEstimate', {
        estimateId: estimate.id,
        linesHash: estimate.linesHash,
        signerName: name,
        signedAt: new Date().toISOString(),
        strokes: handle.strokes(),
        png: handle.png(),
      });
      notify({ title: 'Signed', description: 'Saved on this phone; it is sent when there is signal.' });
    } catch (err) {
      notify({
        title: 'Not signed',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    }
  };
  return (
    <section className={card} aria-label="Customer approval">
      <h2 className="text-lg font-bold text-slate-900">Customer approval</h2>
      <p className="mt-1 text-slate-800">
        Hand the phone to the customer: they approve <strong>{formatCents(estimate.totalCents)}</strong> by signing.
      </p>
      <label className="mt-3 block text-sm font-semibold text-slate-800" htmlFor="signer-name">
        Customer’s printed name
      </label>
      <input
        id="signer-name"
        className="mt-1 block min-h-12 w-full rounded-lg border border-slate-500 px-3 text-base"
        value={name}
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
      />
      <div className="mt-3">
        <SignatureField handle={pad} onChange={onChange} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('outline', 'lg')} onClick={() => pad.current?.clear()}>
          Clear
        </button>
        <button
          type="button"
          className={buttonClasses('primary', 'lg')}
          disabled={empty || name.trim() === ''}
          onClick={() => void sign()}
        >
          Approve {formatCents(estimate.totalCents)}
        </button>
      </div>
    </section>
  );
}

/**
 * Job done (issue 24 §3, §4): the share actually hauled (more than signed needs a new signature
 * first), where refrigerant appliances and tyres went, notes for the office, and a warning when
 * no After photo was taken.
 */
function JobDonePanel({
  job,
  book,
  estimate,
  hasAfterPhoto,
  partners,
}: {
  job: Appointment;
  book: PriceBook;
  estimate: Estimate;
  hasAfterPhoto: boolean;
  partners: DisposalPartner[];
}) {
  const mutate = useMutate();
  const [share, setShare] = useState<number | null>(estimate.selection.shareEighths);
  const [notes, setNotes] = useState('');
  const [records, setRecords] = useState<ComplianceRecords>({});
  const [busy, setBusy] = useState(false);
  const final = priceEstimate(book, book.number, { ...estimate.selection, shareEighths: share });
  const tooHigh = final.ok && costsMoreThanSigned(final, estimate);
  const needs = final.ok ? complianceNeeds(final.lines, book.items) : [];
  const compliance = needs.map((n) => records[n.itemCode] ?? { itemCode: n.itemCode });
  const missing = complianceProblem(needs, compliance, partners);
  const finish = async () => {
    setBusy(true);
    try {
      await mutate('completeJob', {
        appointmentId: job.id,
        finalShareEighths: share,
        completedAt: new Date().toISOString(),
        ...(notes.trim() ? { officeNotes: notes } : {}),
        compliance,
      });
      notify({ title: 'Job done', description: 'The invoice is issued when this reaches the server.' });
    } catch (err) {
      notify({
        title: 'Not saved',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={card} aria-label="Job done">
      <h2 className="text-lg font-bold text-slate-900">Job done</h2>
      <label className="mt-2 block text-sm font-semibold text-slate-800" htmlFor="final-share">
        Truck share actually hauled
      </label>
      <select
        id="final-share"
        className="mt-1 block min-h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-base"
        value={share === null ? '' : String(share)}
        onChange={(e) => setShare(e.target.value === '' ? null : Number(e.target.value))}
      >
        {book.tiers.map((t) => (
          <option key={t.eighths} value={t.eighths}>
            {t.label || shareLabel(t.eighths)} ({formatCents(t.priceCents)})
          </option>
        ))}
        <option value="">Items only</option>
      </select>
      {final.ok && (
        <p className="mt-2 text-slate-800">
          Invoice total: <strong>{formatCents(final.totalCents)}</strong>
        </p>
      )}
      {tooHigh && (
        <p className="mt-2 font-semibold text-amber-900" role="alert">
          That is more than the {formatCents(estimate.totalCents)} the customer signed for. Change the truck share
          above, save, and have them sign the new price.
        </p>
      )}
      <ComplianceFields needs={needs} partners={partners} records={records} onChange={setRecords} />
      {!hasAfterPhoto && (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-amber-950" data-testid="no-after-photo">
          No After photo yet. Take one in Photos before you leave, unless the customer asked you not to.
        </p>
      )}
      <label className="mt-3 block text-sm font-semibold text-slate-800" htmlFor="office-notes">
        Notes for the office (optional)
      </label>
      <textarea
        id="office-notes"
        className="mt-1 block min-h-24 w-full rounded-lg border border-slate-500 px-3 py-2 text-base"
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'mt-3 w-full')}
        disabled={busy || tooHigh || !final.ok || missing !== null}
        onClick={() => void finish()}
      >
        Mark job done
      </button>
      {missing && (
        <p className="mt-2 text-sm font-semibold text-slate-800" data-testid="compliance-missing">
          Before marking it done: {missing.message}
        </p>
      )}
    </section>
  );
}

/** "Paid on the card reader" (no payment provider): amount, the card's last four and the approval code. */
function CardReaderForm({ job, due }: { job: Appointment; due: number }) {
  const mutate = useMutate();
  const [amount, setAmount] = useState(centsAsDecimal(due));
  const [last4, setLast4] = useState('');
  const [approval, setApproval] = useState('');
  const reading = parseDollars(amount);
  const cents = reading.ok ? reading.cents : Number.NaN;
  const ready =
    Number.isInteger(cents) &&
    cents > 0 &&
    cents <= due &&
    /^\d{4}$/.test(last4) &&
    /^[A-Za-z0-9]{4,12}$/.test(approval);
  const record = async () => {
    try {
      await mutate('recordCardPayment', {
        id: crypto.randomUUID(),
        appointmentId: job.id,
        amountCents: cents,
        cardLast4: last4,
        approvalCode: approval,
        paidAt: new Date().toISOString(),
      });
      notify({ title: 'Payment recorded', description: 'Saved on this phone; the office sees it when it syncs.' });
    } catch (err) {
      notify({
        title: 'Not recorded',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    }
  };
  const field = 'mt-1 block min-h-12 w-full rounded-lg border border-slate-500 px-3 text-base';
  return (
    <div className="mt-3 space-y-2 border-t border-slate-200 pt-3">
      <h3 className="font-bold text-slate-900">Paid on the card reader</h3>
      <p className="text-sm text-slate-600">Card only, after the job. Never write down the card number.</p>
      <label className="block text-sm font-semibold text-slate-800">
        Amount ($)
        <input className={field} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        Card’s last four digits
        <input
          className={field}
          inputMode="numeric"
          maxLength={4}
          value={last4}
          onChange={(e) => setLast4(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        Approval code (on the reader’s receipt)
        <input className={field} maxLength={12} value={approval} onChange={(e) => setApproval(e.target.value.trim())} />
      </label>
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'w-full')}
        disabled={!ready}
        onClick={() => void record()}
      >
        Record payment
      </button>
    </div>
  );
}

function InvoiceNote({ job, invoice }: { job: Appointment; invoice: Invoice | null }) {
  if (!invoice)
    return (
      <section className={card} aria-label="Invoice" data-testid="job-done">
        <p className="font-semibold text-emerald-800">Job done. The invoice is issued when this reaches the server.</p>
      </section>
    );
  const due = invoice.totalCents - invoice.paidCents;
  return (
    <section className={card} aria-label="Invoice" data-testid="job-done">
      <p className="font-semibold text-slate-900">
        Invoice {invoiceNumberLabel(invoice.number)}: {formatCents(invoice.totalCents)} —{' '}
        {invoice.status === 'paid' ? 'paid' : invoice.status === 'void' ? 'void' : `${formatCents(due)} due`}
      </p>
      <a
        className="mt-2 inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
        href={invoice.publicPath}
        target="_blank"
        rel="noreferrer"
      >
        Show the customer’s invoice
      </a>
      {invoice.status === 'open' && due > 0 && <CardReaderForm job={job} due={due} />}
    </section>
  );
}

function EstimateEditor({
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
  const appointmentId = job.id;
  const done = job.status === 'completed' || invoice !== null;
  const mutate = useMutate();
  const saved = draftOf(estimate?.selection);
  const [draft, setDraft] = useState<Draft>(saved);
  const [saving, setSaving] = useState(false);
  // A synced or re-saved estimate replaces the draft only while the crew has not changed it.
  const savedKey = JSON.stringify(saved);
  const lastSaved = useRef(savedKey);
  useEffect(() => {
    if (lastSaved.current !== savedKey) {
      lastSaved.current = savedKey;
      setDraft(JSON.parse(savedKey) as Draft);
    }
  }, [savedKey]);

  const selection = { priceBookNumber: book.number, ...draft };
  const priced = priceEstimate(book, book.number, selection);
  const changed = !estimate || !sameDraft(draft, saved);
  const quantity = (lines: Draft['items'], code: string) => lines.find((l) => l.code === code)?.quantity ?? 0;

  const save = async () => {
    if (!priced.ok) return;
    setSaving(true);
    try {
      await mutate('saveEstimate', {
        id: estimate?.id ?? crypto.randomUUID(),
        appointmentId,
        selection,
        totalCents: priced.totalCents,
        linesHash: await estimateLinesHash(priced),
      });
    } catch (err) {
      notify({
        title: 'Not saved',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-4">
      <ShareChooser
        book={book}
        value={draft.shareEighths}
        onChange={(shareEighths) => setDraft({ ...draft, shareEighths })}
      />
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
                onChange={(q) => setDraft({ ...draft, items: withQuantity(draft.items, i.code, q) })}
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
                  setDraft({
                    ...draft,
                    surcharges: withQuantity(draft.surcharges, s.code, s.unit === 'job' ? Math.min(q, 1) : q),
                  })
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
            type="button"
            className={buttonClasses('primary', 'lg')}
            disabled={!priced.ok || !changed || saving || done}
            onClick={() => void save()}
          >
            {estimate ? 'Save changes' : 'Save estimate'}
          </button>
        </div>
        {estimate && changed && estimate.signedHash && (
          <p className="mt-2 font-semibold text-amber-900">Saving a new price needs a new customer signature.</p>
        )}
      </section>
      {estimate &&
        !changed &&
        (isSignedForCurrentLines(estimate) ? (
          <SignedNote estimate={estimate} />
        ) : (
          <SignaturePanel estimate={estimate} />
        ))}
      {estimate &&
        !changed &&
        isSignedForCurrentLines(estimate) &&
        (done ? (
          <InvoiceNote job={job} invoice={invoice} />
        ) : (
          <JobDonePanel job={job} book={book} estimate={estimate} hasAfterPhoto={hasAfterPhoto} partners={partners} />
        ))}
    </div>
  );
}

export default function EstimatePage() {
  const { id = '' } = useParams();
  const { user } = useOffline();
  const job = useJob(id);
  const screen = useEstimateScreen(id);
  const path = `/jobs/${id}/estimate`;
  const onJob =
    job &&
    (user.role === 'admin' || (user.employeeId !== null && job.assignedEmployeeIds.includes(user.employeeId ?? '')));
  return (
    <StaffPage
      title="Estimate"
      path={path}
      above={
        <Link to="/today" className="inline-flex min-h-12 items-center font-semibold text-brand-800">
          ← Today
        </Link>
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        Works with no signal: the estimate and the signature are saved on this phone and sent when there is signal.
      </p>
      {job === undefined || screen === undefined ? (
        <p>Loading…</p>
      ) : job === null ? (
        <p className={card}>This job is not on this phone. Sync with signal, or ask the office.</p>
      ) : !onJob ? (
        <p className={card}>You are not on this job’s crew. Ask the office to add you first.</p>
      ) : !screen.book ? (
        <p className={card}>Prices have not reached this phone yet. Sync once with signal.</p>
      ) : (
        <>
          <div className={`${card} mb-4`}>
            <p className="text-lg font-bold text-slate-900">{fullName(job)}</p>
            <p className="text-slate-800">{job.address}</p>
            <p className="text-sm text-slate-700">
              {job.serviceType} — {job.description}
            </p>
          </div>
          <EstimateEditor
            job={job}
            book={screen.book}
            estimate={screen.estimate}
            invoice={screen.invoice}
            hasAfterPhoto={screen.hasAfterPhoto}
            partners={screen.partners}
          />
        </>
      )}
    </StaffPage>
  );
}

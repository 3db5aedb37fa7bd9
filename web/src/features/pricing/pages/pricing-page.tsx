/**
 * /admin/pricing (decision 0190, online): the price book. Saving makes a new version; estimates
 * already priced keep theirs, and phones receive the new one at their next sync. Prices are
 * typed in dollars and stored in cents.
 */
import {
  centsAsDecimal,
  formatCents,
  formatCompanyTime,
  type PriceBook,
  type PriceBookContent,
  PriceBookContentSchema,
  parseDollars,
  SURCHARGE_UNIT_LABELS,
  shareLabel,
} from '@haul/shared';
import { useState } from 'react';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { usePriceBooks, useSavePriceBook } from '../api/price-books.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const input = 'min-h-11 w-28 rounded-lg border border-slate-500 px-2 text-right text-base';

/** "12.5" → 1250; anything that is not an exact amount → NaN (refused before saving, with the reason). */
function dollarsToCents(text: string): number {
  const reading = parseDollars(text);
  return reading.ok ? reading.cents : Number.NaN;
}

type Prices = Record<string, string>;
const key = (kind: string, code: string | number) => `${kind}:${code}`;

function pricesOf(book: PriceBook): Prices {
  const prices: Prices = {};
  for (const t of book.tiers) prices[key('tier', t.eighths)] = centsAsDecimal(t.priceCents);
  for (const i of book.items) prices[key('item', i.code)] = centsAsDecimal(i.priceCents);
  for (const s of book.surcharges) prices[key('surcharge', s.code)] = centsAsDecimal(s.priceCents);
  return prices;
}

function contentOf(book: PriceBook, prices: Prices): PriceBookContent {
  const cents = (k: string) => dollarsToCents(prices[k] ?? '');
  return {
    tiers: book.tiers.map((t) => ({ ...t, priceCents: cents(key('tier', t.eighths)) })),
    items: book.items.map((i) => ({ ...i, priceCents: cents(key('item', i.code)) })),
    surcharges: book.surcharges.map((s) => ({ ...s, priceCents: cents(key('surcharge', s.code)) })),
  };
}

function PriceRow({
  label,
  detail,
  value,
  onChange,
}: {
  label: string;
  detail?: string;
  value: string;
  onChange(v: string): void;
}) {
  const bad = Number.isNaN(dollarsToCents(value));
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span>
        <span className="font-semibold text-slate-900">{label}</span>
        {detail && <span className="block text-sm text-slate-600">{detail}</span>}
      </span>
      <label className="flex items-center gap-1">
        <span aria-hidden="true">$</span>
        <input
          className={`${input} ${bad ? 'border-red-600 bg-red-50' : ''}`}
          inputMode="decimal"
          aria-label={`${label} price in dollars`}
          aria-invalid={bad}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </li>
  );
}

function Editor({ book }: { book: PriceBook }) {
  const [prices, setPrices] = useState<Prices>(() => pricesOf(book));
  const [note, setNote] = useState('');
  const save = useSavePriceBook();
  const set = (k: string) => (v: string) => setPrices({ ...prices, [k]: v });
  const content = contentOf(book, prices);
  const checked = PriceBookContentSchema.safeParse(content);
  const unreadable = Object.values(prices)
    .map(parseDollars)
    .find((reading) => !reading.ok);
  const problem =
    unreadable?.ok === false
      ? `A price marked in red: ${unreadable.message}`
      : checked.success
        ? null
        : (checked.error.issues[0]?.message ?? 'Check the prices');
  const submit = () =>
    save.mutate(
      { basedOn: book.number, ...(note.trim() ? { note: note.trim() } : {}), content },
      {
        onSuccess: (saved) => {
          notify({ title: `Price book ${saved.number} saved`, description: 'Phones get it at their next sync.' });
          setNote('');
        },
        onError: (err) => notify({ title: 'Not saved', description: err.message, variant: 'destructive' }),
      },
    );
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section className={card} aria-label="Truck share">
        <h2 className="text-lg font-bold">Truck share</h2>
        <ul className="divide-y divide-slate-100">
          {book.tiers.map((t) => (
            <PriceRow
              key={t.eighths}
              label={t.label || shareLabel(t.eighths)}
              value={prices[key('tier', t.eighths)] ?? ''}
              onChange={set(key('tier', t.eighths))}
            />
          ))}
        </ul>
      </section>
      <section className={card} aria-label="Single items">
        <h2 className="text-lg font-bold">Single items</h2>
        <ul className="divide-y divide-slate-100">
          {book.items.map((i) => (
            <PriceRow
              key={i.code}
              label={i.label}
              detail={
                i.compliance === 'refrigerant'
                  ? 'Appliance with refrigerant'
                  : i.compliance === 'tyre'
                    ? 'Tyre line'
                    : undefined
              }
              value={prices[key('item', i.code)] ?? ''}
              onChange={set(key('item', i.code))}
            />
          ))}
        </ul>
      </section>
      <section className={card} aria-label="Surcharges">
        <h2 className="text-lg font-bold">Surcharges</h2>
        <ul className="divide-y divide-slate-100">
          {book.surcharges.map((s) => (
            <PriceRow
              key={s.code}
              label={s.label}
              detail={SURCHARGE_UNIT_LABELS[s.unit]}
              value={prices[key('surcharge', s.code)] ?? ''}
              onChange={set(key('surcharge', s.code))}
            />
          ))}
        </ul>
      </section>
      <section className={`${card} lg:col-span-3`} aria-label="Save">
        <label className="block text-sm font-semibold text-slate-800" htmlFor="price-note">
          What changed (shown in the version list)
        </label>
        <input
          id="price-note"
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-500 px-3"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {problem && <p className="mt-2 font-semibold text-red-800">{problem}</p>}
        <button
          type="button"
          className={buttonClasses('primary', 'lg', 'mt-3')}
          disabled={Boolean(problem) || save.isPending}
          onClick={submit}
        >
          Save as version {book.number + 1}
        </button>
        <p className="mt-2 text-sm text-slate-600">
          Estimates already priced keep version {book.number}. Needs a connection: nothing is saved offline here.
        </p>
      </section>
    </div>
  );
}

/** /admin/pricing: the current version to edit, and the list of versions. */
export default function PricingPage() {
  const books = usePriceBooks();
  const current = books.data?.[0];
  return (
    <OfficePage title="Price book" path="/admin/pricing">
      {books.isPending ? (
        <StateText>Loading…</StateText>
      ) : books.isError ? (
        <LoadFailed what="the price book" query={books} />
      ) : !current ? (
        <StateText>There is no price book yet.</StateText>
      ) : (
        <>
          <p className="text-slate-700">
            Current: version {current.number}
            {current.note ? ` — ${current.note}` : ''}. Minimum load {formatCents(current.tiers[0]?.priceCents ?? 0)},
            full truck {formatCents(current.tiers[8]?.priceCents ?? 0)}.
          </p>
          <Editor key={current.number} book={current} />
          <section className={card} aria-label="Versions">
            <h2 className="text-lg font-bold">Versions</h2>
            <ul className="mt-2 space-y-1 text-slate-800">
              {books.data.map((b) => (
                <li key={b.id}>
                  Version {b.number}: {formatCompanyTime(b.createdAt, 'date')}
                  {b.note ? ` — ${b.note}` : ''}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </OfficePage>
  );
}

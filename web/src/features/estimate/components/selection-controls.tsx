/**
 * The estimate's choices, sized for a thumb: the truck share as a grid of priced buttons, and a
 * − / + stepper for each single item and surcharge.
 */
import { formatCents, MAX_LINE_QUANTITY, type PriceBook, shareLabel } from '@haul/shared';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const stepButton =
  'inline-flex size-12 items-center justify-center rounded-lg border-2 border-brand-700 text-2xl font-bold text-brand-800 disabled:opacity-40';

export function Stepper({
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

export function ShareChooser({
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

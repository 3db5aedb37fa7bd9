/** Previous / next for a paged list, with where the reader is ("21–40 of 57"). */
import { buttonClasses } from '../ui/button-styles.ts';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={buttonClasses('outline')}>
        ← Previous
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {from}–{to} of {total}
      </p>
      <button
        type="button"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
        className={buttonClasses('outline')}
      >
        Next →
      </button>
    </nav>
  );
}

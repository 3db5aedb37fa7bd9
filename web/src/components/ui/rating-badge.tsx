import { COMPANY } from '@haul/shared';
import { Icon } from './icons.tsx';

/** "5.0 ★★★★★ Over 2,000 Reviews" — static marketing text from the spec; not review markup. */
export function RatingBadge({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'bg-white/10 text-white ring-white/25' : 'bg-white text-slate-800 ring-slate-200';
  return (
    <p className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${text}`}>
      <span className="text-base font-extrabold">{COMPANY.rating}</span>
      <span className="flex text-accent-400" role="img" aria-label={`Rated ${COMPANY.rating} out of 5`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Icon key={n} name="star" className="size-4" strokeWidth={1} />
        ))}
      </span>
      <span>{COMPANY.reviewCountLabel}</span>
    </p>
  );
}

import { COMPANY } from '@haul/shared';
import { Icon, type IconName } from '../../../components/ui/icons.tsx';

const POINTS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'clock', title: 'Same-day & next-day', text: `Open ${COMPANY.hours.label}` },
  { icon: 'tag', title: 'Upfront pricing', text: 'Quoted on site by truck volume — no hidden charges' },
  { icon: 'shield', title: 'Licensed & insured', text: 'Careful crews that protect your home' },
  { icon: 'card', title: 'Pay when it’s done', text: 'Credit or debit card, after the job is complete' },
];

/** The hero's right-hand card on wide screens when a page has no illustration of its own. */
export function HeroTrustCard() {
  return (
    <ul className="w-full max-w-md space-y-4 rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur">
      {POINTS.map((point) => (
        <li key={point.title} className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-slate-900">
            <Icon name={point.icon} className="size-5" />
          </span>
          <span>
            <span className="block font-bold text-white">{point.title}</span>
            <span className="block text-sm text-brand-50">{point.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

import { COMPANY } from '@haul/shared';
import { Link } from 'react-router-dom';

/** Wordmark with a small truck mark; the link's name is the company name. */
export function Logo({ tone = 'dark', onNavigate }: { tone?: 'dark' | 'light'; onNavigate?: () => void }) {
  const text = tone === 'dark' ? 'text-brand-900' : 'text-white';
  return (
    <Link to="/" onClick={onNavigate} className={`flex min-h-11 items-center gap-2 ${text}`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="9" fill="#15803d" />
        <path d="M7 13h16v13H7z" fill="#fbbf24" />
        <path d="M23 17h5l4 4.5V26h-9z" fill="#fff" />
        <circle cx="12.5" cy="27.5" r="3" fill="#14532d" stroke="#fff" strokeWidth="1.5" />
        <circle cx="27" cy="27.5" r="3" fill="#14532d" stroke="#fff" strokeWidth="1.5" />
        <path d="M10 13l3-4 4 2 3-3 2 5" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <span className="whitespace-nowrap leading-none">
        <span className="block text-lg font-extrabold tracking-tight">{COMPANY.shortName}</span>{' '}
        <span
          className={`block text-[0.7rem] font-bold tracking-[0.2em] uppercase ${tone === 'dark' ? 'text-brand-700' : 'text-accent-300'}`}
        >
          {COMPANY.name.replace(COMPANY.shortName, '').trim()}
        </span>
      </span>
    </Link>
  );
}

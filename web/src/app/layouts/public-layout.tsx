import { COMPANY } from '@haul/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Header and footer shared by the marketing pages. The public-site feature fills in the menu. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" className="text-lg font-extrabold tracking-tight text-brand-900">
            {COMPANY.name}
          </Link>
          <a href={COMPANY.phoneHref} className="rounded-md bg-accent-400 px-3 py-2 font-semibold text-slate-900">
            {COMPANY.phone}
          </a>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-brand-900 text-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
          <p className="font-semibold">{COMPANY.name}</p>
          <p>
            {COMPANY.hours.label} ·{' '}
            <a href={COMPANY.phoneHref} className="underline">
              {COMPANY.phone}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}

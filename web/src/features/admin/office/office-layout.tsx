/**
 * The frame of the office screens: admin-only, a heading, and links between the desk's screens.
 * When the staff shell (issue 9) lands, its layout route replaces this frame and these links move
 * into its side navigation.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';

export const OFFICE_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/appointments', label: 'Appointments' },
  { to: '/admin/timesheets', label: 'Timesheets' },
  { to: '/admin/review', label: 'Review queue' },
  { to: '/admin/needs-attention', label: 'Needs attention' },
] as const;

const LINK =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

export function OfficePage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <>
      <PageMeta title={title} description={title} path={path} noindex />
      <RequireStaff requires="admin">
        {() => (
          <div className="min-h-screen bg-slate-100">
            <header className="border-b border-slate-200 bg-white">
              <nav aria-label="Office screens" className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 py-2 sm:px-4">
                {OFFICE_LINKS.map((link) => (
                  <NavLink key={link.to} to={link.to} end className={LINK}>
                    {link.label}
                  </NavLink>
                ))}
              </nav>
            </header>
            <main className="mx-auto max-w-6xl space-y-5 px-4 py-5">
              <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
              {children}
            </main>
          </div>
        )}
      </RequireStaff>
    </>
  );
}

import type { UserRole } from '@haul/shared';
import { Link } from 'react-router-dom';
import { RequireStaff } from '../../app/require-staff.tsx';
import { PageMeta } from '../../lib/page-meta.tsx';

/**
 * A staff screen whose feature has not landed yet: behind sign-in like the real one, and honest
 * about it, with the ways back a crew member or admin needs.
 */
export function StaffPlaceholder({ title, path, requires }: { title: string; path: string; requires?: UserRole }) {
  return (
    <>
      <PageMeta title={title} description={title} path={path} noindex />
      <RequireStaff requires={requires}>
        {(user) => (
          <main className="mx-auto max-w-3xl px-4 py-16">
            <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
            <p className="mt-3 text-slate-600">This screen is not available in the app yet.</p>
            <p className="mt-6 flex flex-wrap gap-3 text-sm font-semibold">
              {user.role === 'admin' && (
                <Link to="/admin" className="rounded-md border border-slate-300 px-3 py-2 text-brand-800">
                  Admin Dashboard
                </Link>
              )}
              <Link to="/time-tracking" className="rounded-md border border-slate-300 px-3 py-2 text-brand-800">
                Time Tracking
              </Link>
            </p>
          </main>
        )}
      </RequireStaff>
    </>
  );
}

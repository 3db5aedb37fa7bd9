/**
 * The content frame of every staff page inside the staff shell (decision 0050): the page's meta
 * (never indexed), the line above the heading, one h1 and the page's own sections. The shell
 * around it owns sign-in, navigation, the sync status and sign-out.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta.tsx';
import { useOffline } from '../../offline/offline-context.tsx';

/** The spec's "← Back to Admin" link; pages show it to admins only. */
export function BackToAdmin() {
  return (
    <Link
      to="/admin"
      className="inline-flex min-h-12 items-center text-sm font-semibold text-brand-800 hover:underline"
    >
      ← Back to Admin
    </Link>
  );
}

export function StaffPage({
  title,
  heading = title,
  description = title,
  path,
  above,
  children,
}: {
  /** The document title, and the h1 unless `heading` says otherwise. */
  title: string;
  heading?: string;
  description?: string;
  path: string;
  /** What stands above the h1: "← Back to Admin" for admins unless given; `null` for nothing. */
  above?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useOffline();
  return (
    <>
      <PageMeta title={title} description={description} path={path} noindex />
      {above === undefined ? user.role === 'admin' && <BackToAdmin /> : above}
      <h1 className="mb-4 text-3xl font-bold text-slate-900">{heading}</h1>
      {children}
    </>
  );
}

import { Link } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta.tsx';
import { useOffline } from '../../offline/offline-context.tsx';

/**
 * A staff screen whose feature has not landed yet, inside the staff shell (which handles sign-in
 * and admins-only): honest about it, with "Back to Admin" for admins only.
 */
export function StaffPlaceholder({ title, path }: { title: string; path: string }) {
  const { user } = useOffline();
  return (
    <>
      <PageMeta title={title} description={title} path={path} noindex />
      {user.role === 'admin' && <BackToAdmin />}
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">This screen is not built yet. It will appear here in a coming update.</p>
    </>
  );
}

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

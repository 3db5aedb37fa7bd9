import type { User, UserRole } from '@haul/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useSession } from '../lib/session.ts';

/**
 * Staff screens render only for a signed-in user (admins may open every staff screen). Anyone
 * else is sent to sign in and brought back afterwards via `?next=`.
 */
export function RequireStaff({
  requires,
  children,
}: {
  /** The account role the screen needs; any signed-in account when omitted. */
  requires?: UserRole;
  children: (user: User) => ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return <PageLoading />;
  }
  if (session.status === 'signed-out') {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  if (requires === 'admin' && session.user.role !== 'admin') {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Admins only</h1>
        <p className="mt-2 text-slate-600">This screen needs an admin account. Ask the office to sign in here.</p>
      </main>
    );
  }
  return <>{children(session.user)}</>;
}

import type { User } from '@haul/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session.ts';
import { PageLoading } from '../ui/page-loading.tsx';

/**
 * Staff screens render only for a signed-in user; anyone else is sent to sign in and brought back
 * afterwards via `?next=`, except on /admin, which shows its own gate (decision 0054). Used once,
 * by the staff shell, which also answers "Admins only" for the admin paths (decision 0050).
 */
export function RequireStaff({
  children,
  signedOut,
}: {
  children: (user: User) => ReactNode;
  /** Shown to a signed-out visitor instead of sending them to /sign-in (the /admin gate). */
  signedOut?: ReactNode | undefined;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return <PageLoading />;
  }
  if (session.status === 'signed-out') {
    if (signedOut) return <>{signedOut}</>;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  return <>{children(session.user)}</>;
}

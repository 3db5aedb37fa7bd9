import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { useSession } from '../../../lib/session.ts';
import { AdminDashboard } from '../components/admin-dashboard.tsx';
import { AdminGate } from '../components/admin-gate.tsx';

/** /admin: the gate until an admin session exists (checked by the server), then the dashboard. */
export default function AdminPage() {
  const session = useSession();
  return (
    <>
      <PageMeta title="Admin" description="Admin dashboard for staff." path="/admin" noindex />
      {session.status === 'loading' ? (
        <PageLoading />
      ) : session.status === 'signed-in' && session.user.role === 'admin' ? (
        <AdminDashboard />
      ) : (
        <AdminGate signedInAs={session.status === 'signed-in' ? session.user : null} />
      )}
    </>
  );
}

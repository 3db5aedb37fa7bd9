import { PageMeta } from '../../../lib/page-meta.tsx';
import { AdminDashboard } from '../components/admin-dashboard.tsx';

/** /admin: inside the staff shell, which signs the person in and shows crews "Admins only". */
export default function AdminPage() {
  return (
    <>
      <PageMeta title="Admin" description="Admin dashboard for staff." path="/admin" noindex />
      <AdminDashboard />
    </>
  );
}

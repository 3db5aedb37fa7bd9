import { COMPANY } from '@haul/shared';
import { StaffPage } from '../../components/staff-shell/staff-page.tsx';
import { AdminDashboard } from '../../features/dashboard/components/admin-dashboard.tsx';
import { AppointmentsTab } from '../../features/jobs/components/appointments-tab.tsx';

/** /admin: inside the staff shell, which signs the person in and shows crews the spec's gate. */
export default function AdminPage() {
  return (
    <StaffPage
      title="Admin"
      heading="Admin Dashboard"
      description="Admin dashboard for staff."
      path="/admin"
      above={<p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{COMPANY.name}</p>}
    >
      <AdminDashboard appointments={<AppointmentsTab />} />
    </StaffPage>
  );
}

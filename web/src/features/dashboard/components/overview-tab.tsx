import { COMPANY, isContactRequestOverdue, openContactRequests } from '@haul/shared';
import { Panel, StateText } from '../../../components/office/panel.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useAdminAppointments } from '../api/appointments.ts';
import { useContactRequests } from '../api/contact-requests.ts';
import { RECENT_CONTACTS, statusCounts } from '../lib/dashboard-stats.ts';
import { ContactRequestCard } from './contact-request-card.tsx';
import { LeadSourceAnalytics } from './lead-source-analytics.tsx';

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{value ?? '–'}</dd>
    </div>
  );
}

export function OverviewTab() {
  const appointments = useAdminAppointments();
  const contacts = useContactRequests();
  const counts = appointments.data ? statusCounts(appointments.data) : undefined;
  const recent = contacts.data?.slice(0, RECENT_CONTACTS) ?? [];
  const open = contacts.data ? openContactRequests(contacts.data) : undefined;
  const now = new Date();
  const overdue = open?.filter((r) => isContactRequestOverdue(r, now)).length;

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Counter label="Open Contact Requests" value={open?.length} />
        <Counter label={`Over ${COMPANY.callbackPromiseHours} h Without a Reply`} value={overdue} />
        <Counter label="Total Contacts" value={contacts.data?.length} />
        <Counter label="Total Appointments" value={counts?.total} />
        <Counter label="Pending" value={counts?.pending} />
        <Counter label="Confirmed" value={counts?.confirmed} />
      </dl>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Panel title="Lead Source Analytics">
          <LeadSourceAnalytics query={appointments} />
        </Panel>
        <Panel title="Recent Contact Requests">
          {contacts.isPending ? (
            <StateText role="status">Loading contact requests...</StateText>
          ) : contacts.isError ? (
            <LoadFailed what="contact requests" query={contacts} />
          ) : recent.length === 0 ? (
            <StateText>No contact requests yet</StateText>
          ) : (
            <ul className="divide-y divide-slate-100">
              {recent.map((request) => (
                <li key={request.id} className="py-3 first:pt-0 last:pb-0">
                  <ContactRequestCard request={request} compact />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

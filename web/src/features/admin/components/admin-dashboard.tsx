import { COMPANY } from '@haul/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { AppointmentsTab } from './appointments-tab.tsx';
import { ContactRequestsTab } from './contact-requests-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

const TAB_TRIGGER =
  'flex-1 shrink-0 border-b-2 border-transparent px-2 py-2.5 text-center text-sm sm:flex-none sm:px-4 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/** The dashboard's content: the shell around it owns navigation, sync status and sign-out. */
export function AdminDashboard() {
  return (
    <>
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{COMPANY.name}</p>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Admin Dashboard</h1>
      <Tabs.Root defaultValue="overview">
        <Tabs.List aria-label="Dashboard sections" className="mb-5 flex overflow-x-auto border-b border-slate-300">
          <Tabs.Trigger value="overview" className={TAB_TRIGGER}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="contacts" className={TAB_TRIGGER}>
            Contact Requests
          </Tabs.Trigger>
          <Tabs.Trigger value="appointments" className={TAB_TRIGGER}>
            Appointments
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab />
        </Tabs.Content>
        <Tabs.Content value="contacts">
          <ContactRequestsTab />
        </Tabs.Content>
        <Tabs.Content value="appointments">
          <AppointmentsTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

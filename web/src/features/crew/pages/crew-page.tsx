/**
 * /crew (spec §2 Crew Management), for admins: schedules day by day with the day's jobs and
 * crews, and the team. Everything is read from the device's database and written through the
 * sync outbox, so it works with no signal and syncs when the network is back.
 */
import { calendarDateOf, isCalendarDate } from '@haul/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { OfflineProvider } from '../../../offline/offline-context.tsx';
import { SyncStatusBar } from '../../../offline/sync-status.tsx';
import { EmployeesTab } from '../components/employees-tab.tsx';
import { ScheduleTab } from '../components/schedule-tab.tsx';

const TAB =
  'min-h-11 flex-1 border-b-2 border-transparent px-3 py-2.5 text-center text-sm font-semibold text-slate-600 hover:text-slate-900 sm:flex-none sm:px-4 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

function CrewManagement() {
  // The day lives in the address (?date=), so a day can be linked to and survives a reload.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && isCalendarDate(asked) ? asked : calendarDateOf(new Date());
  const setDate = (next: string) => setSearch({ date: next }, { replace: true });
  return (
    <Tabs.Root defaultValue="schedule">
      <Tabs.List aria-label="Crew Management sections" className="mb-4 flex border-b border-slate-300">
        <Tabs.Trigger value="schedule" className={TAB}>
          Schedule Management
        </Tabs.Trigger>
        <Tabs.Trigger value="employees" className={TAB}>
          Employee Management
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="schedule">
        <ScheduleTab date={date} onDateChange={setDate} />
      </Tabs.Content>
      <Tabs.Content value="employees">
        <EmployeesTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export default function CrewPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <PageMeta title="Crew Management" description="Schedules, crews and team members." path="/crew" noindex />
      <RequireStaff requires="admin">
        {(user) => (
          <OfflineProvider user={user}>
            <h1 className="text-3xl font-bold text-slate-900">Crew Management</h1>
            <div className="my-4">
              <SyncStatusBar />
            </div>
            <CrewManagement />
          </OfflineProvider>
        )}
      </RequireStaff>
    </main>
  );
}

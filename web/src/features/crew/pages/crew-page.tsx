/**
 * /crew (the spec's Crew Management), for admins (the staff shell refuses crews): schedules day by
 * day with the day's jobs and crews, and the team with each person's app access. Everything but
 * app access is read from the device's database and written through the sync outbox, so it works
 * with no signal and syncs when the network is back.
 */
import { calendarDateOf, isCalendarDate } from '@haul/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { EmployeesTab } from '../components/employees-tab.tsx';
import { ScheduleTab } from '../components/schedule-tab.tsx';

const TAB =
  'min-h-12 flex-1 border-b-2 border-transparent px-3 py-2.5 text-center text-sm font-semibold text-slate-600 hover:text-slate-900 sm:flex-none sm:px-4 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

export default function CrewPage() {
  // The day lives in the address (?date=), so a day can be linked to and survives a reload.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && isCalendarDate(asked) ? asked : calendarDateOf(new Date());
  const setDate = (next: string) => setSearch({ date: next }, { replace: true });
  return (
    <StaffPage title="Crew Management" description="Schedules, crews and team members." path="/crew">
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
    </StaffPage>
  );
}

/**
 * /time-tracking (the spec's Time tracking screen and its rules): works with no signal. Everything shown is read from the device's
 * database; clock-in and clock-out are queued in the outbox and synced when the network allows.
 */
import { fullName, LIMITS, type User } from '@haul/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FirstSyncNotice } from '../../../components/staff-shell/first-sync-notice.tsx';
import { useDisplayName } from '../../../components/staff-shell/signed-in-person.tsx';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { useOffline } from '../../../offline/offline-context.tsx';
import { useActiveEmployees } from '../../../offline/queries/employees.ts';
import { useClockableJobs } from '../../../offline/queries/jobs.ts';
import { useSyncedOnce } from '../../../offline/queries/sync-status.ts';
import { useEmployeeEntries } from '../../../offline/queries/time-entries.ts';
import { ClockInForm, jobLabel } from '../components/clock-in-form.tsx';
import { ClockedInPanel } from '../components/clocked-in-panel.tsx';
import { LocationDisplay } from '../components/location-display.tsx';
import { RecentEntries } from '../components/recent-entries.tsx';
import { useLocation } from '../hooks/use-location.ts';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** Admins punch for anyone they pick; a crew member's clock is their own, with no picker. */
function EmployeeChoice({
  user,
  employeeId,
  onChange,
}: {
  user: User;
  employeeId: string;
  onChange(id: string): void;
}) {
  const employees = useActiveEmployees() ?? [];
  const name = useDisplayName(user);
  if (user.role !== 'admin') {
    return (
      <p className="text-base font-medium text-slate-800" data-testid="clock-owner">
        Clocking in as {name}
      </p>
    );
  }
  return (
    <SelectField
      label="Employee"
      placeholder="Select an employee"
      options={employees.map((e) => ({ value: e.id, label: fullName(e) }))}
      value={employeeId}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function TimeClock({ user }: { user: User }) {
  // Today's "Clock in here" opens the clock with its job chosen (?job=).
  const [search] = useSearchParams();
  const jobs = useClockableJobs();
  const location = useLocation();
  const [picked, setPicked] = useState(user.employeeId ?? '');
  // A crew account can act only as itself (the server refuses anything else).
  const employeeId = user.role === 'admin' ? picked : (user.employeeId ?? '');
  const entries = useEmployeeEntries(employeeId);
  const synced = useSyncedOnce();
  const jobName = (id: string | null) => {
    const job = jobs.find((j) => j.id === id);
    return job ? jobLabel(job) : 'Job';
  };

  return (
    // Columns that may shrink below their content (minmax(0, …)): an auto-sized column asks the job
    // select for its widest option, which measures every one of thousands (~250 ms on a phone).
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section className={card} aria-labelledby="time-clock-heading">
        <h2 id="time-clock-heading" className="text-xl font-semibold">
          Time Clock
        </h2>
        <div className="mt-4 space-y-4">
          <EmployeeChoice user={user} employeeId={employeeId} onChange={setPicked} />
          <LocationDisplay location={location} onRetry={location.retry} />
          {entries?.active ? (
            <ClockedInPanel
              entry={entries.active}
              job={jobs.find((j) => j.id === entries.active?.appointmentId)}
              jobName={jobName(entries.active.appointmentId)}
              location={location}
            />
          ) : (
            <>
              {synced === false && <FirstSyncNotice what="the jobs to clock in to" />}
              <ClockInForm
                key={search.get('job') ?? ''}
                employeeId={employeeId}
                jobs={jobs}
                location={location}
                initialJobId={search.get('job') ?? ''}
              />
            </>
          )}
        </div>
      </section>
      <section className={card} aria-labelledby="requirements-heading">
        <h2 id="requirements-heading" className="text-xl font-semibold">
          Location Requirements
        </h2>
        <p className="mt-3 text-sm text-slate-700">
          You must be within {LIMITS.clockInRadiusMeters} meters of the job site to clock in. Your phone's GPS accuracy
          is taken into account. If you have to clock in from farther away, say why — the office reviews those entries.
        </p>
        <p className="mt-2 text-sm text-slate-700">
          Clocking in and out works without signal; it syncs when you are back online.
        </p>
      </section>
      {employeeId && (
        <section className={`${card} lg:col-span-2`} aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="text-xl font-semibold">
            Recent Time Entries
          </h2>
          <div className="mt-3">
            <RecentEntries entries={entries?.recent ?? []} jobName={jobName} />
          </div>
        </section>
      )}
    </div>
  );
}

/** Page content only: the staff shell owns sign-in, navigation, the sync status and sign-out. */
export default function TimeTrackingPage() {
  const { user } = useOffline();
  return (
    <StaffPage
      title="Time Tracking"
      description="Clock in and out at job sites, even with no signal."
      path="/time-tracking"
    >
      <TimeClock user={user} />
    </StaffPage>
  );
}

/**
 * /time-tracking (spec §2/§5): works with no signal. Everything shown is read from the device's
 * database; clock-in and clock-out are queued in the outbox and synced when the network allows.
 */
import { LIMITS } from '@haul/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { OfflineProvider } from '../../../offline/offline-context.tsx';
import { SyncStatusBar } from '../../../offline/sync-status.tsx';
import { ClockInForm, jobLabel } from '../components/clock-in-form.tsx';
import { ClockedInPanel } from '../components/clocked-in-panel.tsx';
import { LocationDisplay } from '../components/location-display.tsx';
import { RecentEntries } from '../components/recent-entries.tsx';
import { useLocation } from '../hooks/use-location.ts';
import { useEmployees, useEntries, useJobs } from '../hooks/use-time-clock-data.ts';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

function TimeClock({ defaultEmployeeId }: { defaultEmployeeId: string }) {
  const [search] = useSearchParams();
  const employees = useEmployees();
  const jobs = useJobs();
  const location = useLocation();
  const [employeeId, setEmployeeId] = useState(defaultEmployeeId);
  const entries = useEntries(employeeId);
  const jobName = (id: string | null) => {
    const job = jobs.find((j) => j.id === id);
    return job ? jobLabel(job) : 'Job';
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section className={card} aria-labelledby="time-clock-heading">
        <h2 id="time-clock-heading" className="text-xl font-semibold">
          Time Clock
        </h2>
        <div className="mt-4 space-y-4">
          <label className="block text-sm font-medium text-slate-700">
            Employee
            <select
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              value={employeeId}
              onChange={(e) => setEmployeeId(e.target.value)}
            >
              <option value="">Select an employee</option>
              {employees.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.firstName} {e.lastName}
                </option>
              ))}
            </select>
          </label>
          <LocationDisplay location={location} />
          {entries?.active ? (
            <ClockedInPanel
              entry={entries.active}
              job={jobs.find((j) => j.id === entries.active?.appointmentId)}
              jobName={jobName(entries.active.appointmentId)}
              location={location}
            />
          ) : (
            <ClockInForm
              key={search.get('job') ?? ''}
              employeeId={employeeId}
              jobs={jobs}
              location={location}
              initialJobId={search.get('job') ?? ''}
            />
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

export default function TimeTrackingPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <PageMeta
        title="Time Tracking"
        description="Clock in and out at job sites, even with no signal."
        path="/time-tracking"
        noindex
      />
      <RequireStaff>
        {(user) => (
          <OfflineProvider user={user}>
            <Link to="/admin" className="text-sm font-medium text-brand-700 hover:underline">
              ← Back to Admin
            </Link>
            <h1 className="mt-2 text-3xl font-bold">Time Tracking</h1>
            <div className="my-4">
              <SyncStatusBar />
            </div>
            <TimeClock defaultEmployeeId={user.employeeId ?? ''} />
          </OfflineProvider>
        )}
      </RequireStaff>
    </main>
  );
}

/** Step 1: the jobs (crews: theirs first; admins can search all), each a large tappable card. */
import { type Appointment, formatLongDate, fullName, type User } from '@haul/shared';
import { useState } from 'react';
import { FirstSyncNotice } from '../../../components/staff-shell/first-sync-notice.tsx';
import { AppointmentStatusBadge } from '../../../components/ui/appointment-status-badge.tsx';
import { useSyncedOnce } from '../../../offline/queries/sync-status.ts';
import { matchesSearch } from '../lib/job-order.ts';

export function JobGrid({
  user,
  jobs,
  photoCounts,
  onOpen,
}: {
  user: User;
  jobs: Appointment[] | undefined;
  photoCounts: Map<string, number>;
  onOpen: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const synced = useSyncedOnce();
  if (!jobs || synced === undefined) return <p className="text-slate-600">Loading jobs…</p>;
  if (!synced) return <FirstSyncNotice what="your jobs" />;
  const shown = user.role === 'admin' ? jobs.filter((j) => matchesSearch(j, query)) : jobs;
  return (
    <section aria-labelledby="jobs-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="jobs-heading" className="text-xl font-semibold">
          {user.role === 'admin' ? 'All jobs' : 'Your jobs'}
        </h2>
        {user.role === 'admin' && (
          <label className="w-full text-sm font-medium text-slate-700 sm:w-72">
            Search jobs
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Customer, address or service"
              className="mt-1 block min-h-12 w-full rounded-md border border-slate-300 px-3"
            />
          </label>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 text-slate-600">No appointments found</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((job) => {
            const count = photoCounts.get(job.id) ?? 0;
            return (
              <li key={job.id}>
                <button
                  type="button"
                  onClick={() => onOpen(job.id)}
                  className="h-full w-full rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-600 focus-visible:outline-2"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="text-base font-semibold text-slate-900">{fullName(job)}</span>
                    <AppointmentStatusBadge status={job.status} />
                  </span>
                  <span className="mt-2 block text-sm text-slate-700">{job.address}</span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {formatLongDate(job.preferredDate)} · {job.preferredTimeSlot}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">{job.serviceType}</span>
                  <span className="mt-2 block text-sm font-medium text-brand-800">
                    {count === 1 ? '1 photo' : `${count} photos`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

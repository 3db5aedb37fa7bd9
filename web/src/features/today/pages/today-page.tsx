/**
 * Today, the crew phone's first screen: the signed-in crew member's jobs for today in
 * arrival-window order, then tomorrow's. Read from the phone's database, so it works offline.
 */
import type { User } from '@haul/shared';
import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { OfflineProvider } from '../../../offline/offline-context.tsx';
import { SyncStatusBar } from '../../../offline/sync-status.tsx';
import { JobCard } from '../components/job-card.tsx';
import { useMyJobs } from '../hooks/use-my-jobs.ts';

function MyDay({ user }: { user: User }) {
  const jobs = useMyJobs(user.employeeId);
  if (!user.employeeId) {
    return <p className="text-slate-700">This account is not a crew member's, so it has no jobs of its own.</p>;
  }
  if (!jobs) return <p className="text-slate-600">Loading your jobs...</p>;
  return (
    <>
      <section aria-labelledby="today-jobs-heading" className="space-y-3">
        <h2 id="today-jobs-heading" className="text-xl font-bold text-slate-900">
          Today's jobs
        </h2>
        {jobs.today.length === 0 ? (
          <p className="text-slate-600">No jobs assigned to you today.</p>
        ) : (
          <ul className="space-y-3">
            {jobs.today.map((job) => (
              <JobCard key={job.id} job={job} canClockIn />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tomorrow-jobs-heading" className="mt-6 space-y-3">
        <h2 id="tomorrow-jobs-heading" className="text-xl font-bold text-slate-900">
          Tomorrow
        </h2>
        {jobs.tomorrow.length === 0 ? (
          <p className="text-slate-600">No jobs assigned to you tomorrow yet.</p>
        ) : (
          <ul className="space-y-3">
            {jobs.tomorrow.map((job) => (
              <JobCard key={job.id} job={job} canClockIn={false} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default function TodayPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <PageMeta title="Today" description="Your jobs for today." path="/today" noindex />
      <RequireStaff>
        {(user) => (
          <OfflineProvider user={user}>
            <h1 className="text-3xl font-bold text-slate-900">Today</h1>
            <div className="my-4">
              <SyncStatusBar />
            </div>
            <MyDay user={user} />
          </OfflineProvider>
        )}
      </RequireStaff>
    </main>
  );
}

/**
 * Today, the crew phone's first tab: the signed-in crew member's jobs for today in
 * arrival-window order, then tomorrow's. Read from the phone's database, so it works offline.
 */
import { Link } from 'react-router-dom';
import { FirstSyncNotice } from '../../../components/staff-shell/first-sync-notice.tsx';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useOffline } from '../../../offline/offline-context.tsx';
import { useMyJobs } from '../../../offline/queries/jobs.ts';
import { useTodayTruck } from '../../../offline/queries/loads.ts';
import { useSyncedOnce } from '../../../offline/queries/sync-status.ts';
import { JobCard } from '../components/job-card.tsx';

function JobList({
  jobs,
  empty,
  canClockIn,
}: {
  jobs: Parameters<typeof JobCard>[0]['job'][];
  empty: string;
  canClockIn: boolean;
}) {
  if (jobs.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} canClockIn={canClockIn} />
      ))}
    </ul>
  );
}

export default function TodayPage() {
  const { user } = useOffline();
  const jobs = useMyJobs(user.employeeId);
  const truck = useTodayTruck(user.employeeId);
  const synced = useSyncedOnce();
  return (
    <StaffPage title="Today" description="Your jobs for today." path="/today" above={null}>
      {!user.employeeId ? (
        <p className="text-slate-700">This account is not a crew member's, so it has no jobs of its own.</p>
      ) : !jobs || truck === undefined || synced === undefined ? (
        // Every read finishes before anything shows: an unread truck is not "no truck".
        <p className="text-slate-600">Loading your jobs...</p>
      ) : !synced ? (
        // Before the first sync nothing is known yet: not "no jobs", not "no truck".
        <FirstSyncNotice what="your jobs and truck" />
      ) : (
        <>
          <section
            aria-label="Your truck today"
            className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-100 p-4"
          >
            <p className="text-lg font-semibold text-slate-900" data-testid="today-truck">
              {truck
                ? `Your truck today: ${truck.name} (${truck.plate})`
                : 'No truck set for you today. The office sets it on Trucks.'}
            </p>
            <Link to="/today/load" className={buttonClasses('primary', 'lg')}>
              Record a load
            </Link>
          </section>
          <section aria-labelledby="today-jobs-heading" className="space-y-3">
            <h2 id="today-jobs-heading" className="text-xl font-bold text-slate-900">
              Today's jobs
            </h2>
            <JobList jobs={jobs.today} empty="No jobs assigned to you today." canClockIn />
          </section>
          <section aria-labelledby="tomorrow-jobs-heading" className="mt-6 space-y-3">
            <h2 id="tomorrow-jobs-heading" className="text-xl font-bold text-slate-900">
              Tomorrow
            </h2>
            <JobList jobs={jobs.tomorrow} empty="No jobs assigned to you tomorrow yet." canClockIn={false} />
          </section>
        </>
      )}
    </StaffPage>
  );
}

/**
 * /job-photos (spec §2, issue 11): the jobs, then one job's photos. Works with no signal: all of
 * it is read from the phone's database, and new photos wait there until they are uploaded.
 * The open job is kept in `?job=` so a reload (or Back) returns to it.
 */
import type { User } from '@haul/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { RequireStaff } from '../../../app/require-staff.tsx';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { OfflineProvider } from '../../../offline/offline-context.tsx';
import { SyncStatusBar } from '../../../offline/sync-status.tsx';
import { JobDetail } from '../components/job-detail.tsx';
import { JobGrid } from '../components/job-grid.tsx';
import { useJobList, usePhotoCounts } from '../hooks/use-job-photos-data.ts';

function JobPhotos({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const jobs = useJobList(user);
  const counts = usePhotoCounts();
  return jobId ? (
    <JobDetail user={user} jobId={jobId} onBack={() => setParams({})} />
  ) : (
    <JobGrid user={user} jobs={jobs} photoCounts={counts} onOpen={(id) => setParams({ job: id })} />
  );
}

export default function JobPhotosPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <PageMeta
        title="Job Photos"
        description="Before, during and after photos of each job, even with no signal."
        path="/job-photos"
        noindex
      />
      <RequireStaff>
        {(user) => (
          <OfflineProvider user={user}>
            <Link to="/admin" className="text-sm font-medium text-brand-700 hover:underline">
              ← Back to Admin
            </Link>
            <h1 className="mt-2 text-3xl font-bold">Job Photos</h1>
            <div className="my-4">
              <SyncStatusBar />
            </div>
            <JobPhotos user={user} />
          </OfflineProvider>
        )}
      </RequireStaff>
    </main>
  );
}

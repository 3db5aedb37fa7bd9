/**
 * /job-photos (the spec's Job photos screen, decision 0072): the jobs, then one job's photos. Works with no signal: all of
 * it is read from the phone's database, and new photos wait there until they are uploaded.
 * The open job is kept in `?job=` so a reload (or Back) returns to it. The staff shell draws the
 * navigation, the signed-in person and the sync status (decision 0050).
 */
import type { User } from '@haul/shared';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { useOffline } from '../../../offline/offline-context.tsx';
import { usePhotoJobs } from '../../../offline/queries/jobs.ts';
import { usePhotoCounts } from '../../../offline/queries/photos.ts';
import { JobDetail } from '../components/job-detail.tsx';
import { JobGrid } from '../components/job-grid.tsx';

function JobPhotos({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  // Crews see the jobs they are on; admins every job (with search).
  const jobs = usePhotoJobs(user.role === 'admin' ? null : (user.employeeId ?? ''));
  const counts = usePhotoCounts();
  return jobId ? (
    <JobDetail user={user} jobId={jobId} onBack={() => setParams({})} />
  ) : (
    <JobGrid user={user} jobs={jobs} photoCounts={counts} onOpen={(id) => setParams({ job: id })} />
  );
}

export default function JobPhotosPage() {
  const { user } = useOffline();
  return (
    <StaffPage
      title="Job Photos"
      description="Before, during and after photos of each job, even with no signal."
      path="/job-photos"
    >
      <JobPhotos user={user} />
    </StaffPage>
  );
}

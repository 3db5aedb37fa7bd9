/** Step 2: one job, its Upload Photo dialog, and its photos by type. */
import { fullName, photoType, type User } from '@haul/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { AppointmentStatusBadge } from '../../../components/ui/appointment-status-badge.tsx';
import { useEmployeeNames } from '../../../offline/queries/employees.ts';
import { useJob } from '../../../offline/queries/jobs.ts';
import { useJobPhotos } from '../../../offline/queries/photos.ts';
import { PhotoCard } from './photo-card.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { UploadPhotoDialog } from './upload-photo-dialog.tsx';

const TABS = [{ value: 'all', label: 'All Photos' }, ...photoType.options] as const;

export function JobDetail({ user, jobId, onBack }: { user: User; jobId: string; onBack: () => void }) {
  const job = useJob(jobId);
  const photos = useJobPhotos(jobId);
  const names = useEmployeeNames();
  const [tab, setTab] = useState('all');
  const [viewing, setViewing] = useState<number | null>(null);
  const back = (
    <button type="button" onClick={onBack} className="min-h-12 font-medium text-brand-700 hover:underline">
      ← Back to Jobs
    </button>
  );
  if (job === undefined) return <p className="text-slate-600">Loading job…</p>;
  if (job === null)
    return (
      <div>
        {back}
        <p className="mt-2 text-slate-700">This job is no longer on this phone.</p>
      </div>
    );
  const shown = (photos ?? []).filter((p) => tab === 'all' || p.photoType === tab);
  const employees = [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="job-heading">
      {back}
      <div className="mt-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="job-heading" className="text-2xl font-bold">
              {fullName(job)}
            </h2>
            <p className="mt-1 text-slate-700">{job.address}</p>
            <p className="mt-1 text-slate-700">{job.serviceType}</p>
          </div>
          <AppointmentStatusBadge status={job.status} />
        </div>
        <div className="mt-4">
          <UploadPhotoDialog user={user} appointmentId={job.id} employees={employees} />
        </div>
      </div>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-5">
        <Tabs.List aria-label="Photo types" className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {TABS.map((t) => {
            const count = (photos ?? []).filter((p) => t.value === 'all' || p.photoType === t.value).length;
            return (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="min-h-12 shrink-0 border-b-2 border-transparent px-1.5 text-sm font-medium sm:px-3 sm:text-base text-slate-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              >
                {t.label} ({count})
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="mt-4">
            {photos === undefined ? (
              <p className="text-slate-600">Loading photos…</p>
            ) : shown.length === 0 ? (
              <p className="text-slate-600">No photos uploaded yet</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3">
                {shown.map((photo, index) => (
                  <PhotoCard
                    key={photo.id}
                    photo={photo}
                    uploader={(photo.employeeId && names.get(photo.employeeId)) || 'Unknown Employee'}
                    canDelete={user.role === 'admin' || (!!user.employeeId && photo.employeeId === user.employeeId)}
                    onOpen={() => setViewing(index)}
                  />
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <PhotoViewer photos={shown} index={viewing} onIndex={setViewing} />
    </section>
  );
}

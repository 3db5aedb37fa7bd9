import { formatCompanyTime, type OfficeTimeEntry } from '@haul/shared';
import { useState } from 'react';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApproveEntry, useReviewQueue } from '../api/review-queue.ts';
import { CorrectionForm } from '../components/correction-form.tsx';
import { EntryFlags, TimeEntryDetails } from '../components/time-entry-details.tsx';

function ReviewItem({ entry, onDone }: { entry: OfficeTimeEntry; onDone: (message: string) => void }) {
  const approve = useApproveEntry();
  const [correcting, setCorrecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = `${entry.employeeName}, ${formatCompanyTime(new Date(entry.clockInTime))}`;
  return (
    <article aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <EntryFlags reasons={entry.reviewReasons} />
      </div>
      <TimeEntryDetails entry={entry} showEmployee={false} showFlags={false} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={approve.isPending}
          className={buttonClasses('primary')}
          onClick={() =>
            approve.mutate(entry.id, {
              onSuccess: () => onDone(`Approved ${entry.employeeName}'s entry.`),
              onError: (e) => setError(e instanceof ApiError ? e.userMessage('Not approved.') : 'Not approved.'),
            })
          }
        >
          Approve
        </button>
        <button
          type="button"
          aria-expanded={correcting}
          className={buttonClasses('outline')}
          onClick={() => setCorrecting((open) => !open)}
        >
          {correcting ? 'Close correction' : 'Correct times'}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {correcting && <CorrectionForm entry={entry} onDone={onDone} />}
    </article>
  );
}

/** /admin/review: flagged and long-open entries, oldest first; approve or correct each. */
export default function ReviewQueuePage() {
  const queue = useReviewQueue();
  const [done, setDone] = useState<string | null>(null);
  return (
    <OfficePage title="Review queue" path="/admin/review">
      <p className="text-sm text-slate-600">
        Punches flagged on the phone or by the server, and entries still open after 14 hours, oldest first. Approve what
        is right; correct what is not (the phone's times stay on file).
      </p>
      <p role="status" className="text-sm font-medium text-brand-800">
        {done}
      </p>
      {queue.isPending ? (
        <StateText role="status">Loading the review queue...</StateText>
      ) : queue.isError ? (
        <LoadFailed what="the review queue" query={queue} />
      ) : queue.data.items.length === 0 ? (
        <StateText>Nothing to review. Every flagged entry has been approved or corrected.</StateText>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {queue.data.total} {queue.data.total === 1 ? 'entry needs' : 'entries need'} review
            {queue.data.total > queue.data.items.length ? ` (the oldest ${queue.data.items.length} shown)` : ''}.
          </p>
          <ul className="space-y-3">
            {queue.data.items.map((entry) => (
              <li key={entry.id}>
                <ReviewItem entry={entry} onDone={setDone} />
              </li>
            ))}
          </ul>
        </>
      )}
    </OfficePage>
  );
}

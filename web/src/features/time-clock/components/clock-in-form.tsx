/** Job select, notes and Clock In; a reason too when the crew is outside the 100 m radius. */
import { type Appointment, fullName } from '@haul/shared';
import { type FormEvent, memo, useMemo, useState } from 'react';
import { useMutate } from '../../../offline/offline-context.tsx';
import type { LocationState } from '../hooks/use-location.ts';
import { notifyMissingInformation, usePunch } from '../hooks/use-punch.ts';
import { isOnRoster, rosterFirst } from '../lib/roster.ts';
import { checkSite, SiteDistance } from './site-distance.tsx';

const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';

/** Crews see no address on jobs they are not on (decision 0061), so the label leaves it out then. */
export const jobLabel = (a: Appointment) =>
  `${fullName(a)}${a.address ? ` — ${a.address}` : ''} (${a.preferredDate}, ${a.preferredTimeSlot})`;

/**
 * The job list: thousands of options on an admin's device, so it is built once per list (not on
 * every keystroke in the notes), and the group mounts afresh when the list first fills: React
 * then builds it off the page and inserts it once, instead of placing each option among
 * thousands of new siblings (quadratic in React's commit).
 */
const JobOptions = memo(function JobOptions({ mine, others }: { mine: Appointment[]; others: Appointment[] }) {
  return (
    <>
      {mine.length > 0 && (
        <optgroup label="Your jobs today">
          {mine.map((j) => (
            <option key={j.id} value={j.id}>
              {jobLabel(j)}
            </option>
          ))}
        </optgroup>
      )}
      <optgroup key={others.length > 0 ? 'listed' : 'empty'} label={mine.length > 0 ? 'Other jobs' : 'Jobs'}>
        {others.map((j) => (
          <option key={j.id} value={j.id}>
            {jobLabel(j)}
          </option>
        ))}
      </optgroup>
    </>
  );
});

function TextArea({
  label,
  value,
  onChange,
  required,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <textarea
        className={fieldClass}
        rows={2}
        value={value}
        required={required}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export function ClockInForm({
  employeeId,
  jobs,
  location,
  initialJobId = '',
}: {
  employeeId: string;
  jobs: Appointment[];
  location: LocationState;
  /** The job chosen on Today ("Clock in here"). */
  initialJobId?: string;
}) {
  const mutate = useMutate();
  const [jobId, setJobId] = useState(initialJobId);
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [dispatchReason, setDispatchReason] = useState('');
  const { pending, run } = usePunch({
    success: { title: 'Clocked In Successfully', description: 'You have been clocked in at the job site.' },
    failureTitle: 'Clock In Failed',
    failureFallback: 'Failed to clock in. Please try again.',
  });
  const job = jobs.find((j) => j.id === jobId);
  const site = checkSite(job, location);
  const needsReason = site.kind === 'outside';
  const offRoster = Boolean(job && employeeId && !isOnRoster(job, employeeId));
  const { mine, others } = useMemo(() => rosterFirst(jobs, employeeId), [jobs, employeeId]);
  const ready =
    Boolean(employeeId && jobId && location.status === 'ready') &&
    (!needsReason || reason.trim() !== '') &&
    (!offRoster || dispatchReason.trim() !== '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!employeeId || !jobId || location.status !== 'ready') {
      notifyMissingInformation('Please select employee, appointment, and enable location access.');
      return;
    }
    const punched = await run(() =>
      mutate('clockIn', {
        id: crypto.randomUUID(),
        employeeId,
        appointmentId: jobId,
        clockInTime: new Date().toISOString(),
        latitude: location.latitude,
        longitude: location.longitude,
        accuracy: location.accuracy,
        notes,
        outsideReason: needsReason ? reason : undefined,
        dispatchReason: offRoster ? dispatchReason : undefined,
      }),
    );
    if (punched) {
      setNotes('');
      setReason('');
      setDispatchReason('');
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <label className="block text-sm font-medium text-slate-700">
        Job
        <select className={fieldClass} value={jobId} onChange={(e) => setJobId(e.target.value)}>
          <option value="">Select a job</option>
          <JobOptions mine={mine} others={others} />
        </select>
      </label>
      {offRoster && (
        <TextArea
          label="This job is not one of your jobs for today. Why are you clocking in to it?"
          value={dispatchReason}
          onChange={setDispatchReason}
          required
        />
      )}
      <SiteDistance check={site} />
      {needsReason && (
        <TextArea label="Reason for clocking in outside the job site" value={reason} onChange={setReason} required />
      )}
      <TextArea label="Notes" value={notes} onChange={setNotes} placeholder="Optional" />
      <button
        type="submit"
        disabled={!ready || pending}
        className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        Clock In
      </button>
    </form>
  );
}

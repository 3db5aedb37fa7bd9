/** Job select, notes and Clock In; a reason too when the crew is outside the 100 m radius. */
import { type Appointment, ClockInSchema, formatDistance, formatShortDate, fullName } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextAreaField } from '../../../components/ui/form-field.tsx';
import { useMutate } from '../../../offline/offline-context.tsx';
import type { LocationState } from '../hooks/use-location.ts';
import { notifyMissingInformation, usePunch } from '../hooks/use-punch.ts';
import { isOnRoster, rosterFirst } from '../lib/roster.ts';
import { PunchButton } from './punch-button.tsx';
import { checkSite, type SiteCheck, SiteDistance } from './site-distance.tsx';

/**
 * Crews see no address on jobs they are not on (decision 0061), so the label leaves it out then.
 * The day in the company's short form ("Wed, Nov 25"), never an ISO date.
 */
export const jobLabel = (a: Appointment) =>
  `${fullName(a)}${a.address ? ` — ${a.address}` : ''} (${formatShortDate(a.preferredDate)}, ${a.preferredTimeSlot})`;

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

/**
 * What the person types; who, when and where come from the page and the device. A missing job is
 * not a field error: with no employee or location it is the spec's "Missing Information" notice.
 */
const ClockInFormSchema = ClockInSchema.pick({ notes: true, outsideReason: true, dispatchReason: true }).extend({
  appointmentId: z.string(),
});
type ClockInFields = z.input<typeof ClockInFormSchema>;
const TEXTS = ['notes', 'outsideReason', 'dispatchReason'] as const;
const given = (text: string | null | undefined) => Boolean(text?.trim());

/** The success notice says where the punch was, as the radius rule judged it (decision 0041). */
function clockedInWhere(site: SiteCheck): string {
  if (site.kind === 'inside') return 'You have been clocked in at the job site.';
  if (site.kind === 'outside')
    return `You have been clocked in ${formatDistance(site.distance)} from the job site; the office will review it.`;
  if (site.kind === 'no-site') return 'You have been clocked in; your location is proposed as the job site.';
  return 'You have been clocked in.';
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
  const form = useForm<ClockInFields, unknown, z.output<typeof ClockInFormSchema>>({
    resolver: zodResolver(ClockInFormSchema),
    defaultValues: { appointmentId: initialJobId, notes: '', outsideReason: '', dispatchReason: '' },
  });
  const [jobId, reason, dispatchReason] = useWatch({
    control: form.control,
    name: ['appointmentId', 'outsideReason', 'dispatchReason'],
  });
  const job = jobs.find((j) => j.id === jobId);
  const site = checkSite(job, location);
  const { pending, run } = usePunch({
    success: { title: 'Clocked In Successfully', description: clockedInWhere(site) },
    failureTitle: 'Clock In Failed',
    failureFallback: 'Failed to clock in. Please try again.',
  });
  const needsReason = site.kind === 'outside';
  const offRoster = Boolean(job && employeeId && !isOnRoster(job, employeeId));
  const { mine, others } = useMemo(() => rosterFirst(jobs, employeeId), [jobs, employeeId]);
  const ready =
    Boolean(employeeId && jobId && location.status === 'ready') &&
    (!needsReason || given(reason)) &&
    (!offRoster || given(dispatchReason));

  const onSubmit = form.handleSubmit(async (values) => {
    if (!employeeId || !values.appointmentId || location.status !== 'ready') {
      notifyMissingInformation('Please select employee, appointment, and enable location access.');
      return;
    }
    const punched = await run(() =>
      mutate('clockIn', {
        id: crypto.randomUUID(),
        employeeId,
        appointmentId: values.appointmentId,
        clockInTime: new Date().toISOString(),
        latitude: location.latitude,
        longitude: location.longitude,
        accuracy: location.accuracy,
        notes: values.notes,
        outsideReason: needsReason ? values.outsideReason : undefined,
        dispatchReason: offRoster ? values.dispatchReason : undefined,
      }),
    );
    if (punched) for (const name of TEXTS) form.resetField(name);
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {/* Controlled: the jobs arrive after the first render, and the chosen one must show then. */}
      <SelectField label="Job" placeholder="Select a job" value={jobId} registration={form.register('appointmentId')}>
        <JobOptions mine={mine} others={others} />
      </SelectField>
      {offRoster && (
        <TextAreaField
          label="This job is not one of your jobs for today. Why are you clocking in to it?"
          rows={2}
          required
          registration={form.register('dispatchReason')}
          error={form.formState.errors.dispatchReason?.message}
        />
      )}
      <SiteDistance check={site} />
      {needsReason && (
        <TextAreaField
          label="Reason for clocking in outside the job site"
          rows={2}
          required
          registration={form.register('outsideReason')}
          error={form.formState.errors.outsideReason?.message}
        />
      )}
      <TextAreaField
        label="Notes"
        rows={2}
        placeholder="Optional"
        registration={form.register('notes')}
        error={form.formState.errors.notes?.message}
      />
      <PunchButton punch="in" disabled={!ready || pending} />
    </form>
  );
}

/** The active entry: start time, live hours (2 decimals), clock-out notes and Clock Out. */
import {
  type Appointment,
  ClockOutSchema,
  formatCompanyTime,
  formatHours,
  hoursWorked,
  type TimeEntry,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '../../../components/ui/form-field.tsx';
import { useMutate } from '../../../offline/offline-context.tsx';
import type { LocationState } from '../hooks/use-location.ts';
import { notifyMissingInformation, usePunch } from '../hooks/use-punch.ts';
import { PunchButton } from './punch-button.tsx';
import { checkSite, SiteDistance } from './site-distance.tsx';

/** What the person types at clock-out; the rest comes from the entry and the device. */
const ClockOutFormSchema = ClockOutSchema.pick({ notes: true });

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function ClockedInPanel({
  entry,
  job,
  jobName,
  location,
}: {
  entry: TimeEntry;
  job: Appointment | undefined;
  jobName: string;
  location: LocationState;
}) {
  const mutate = useMutate();
  const now = useNow(15_000);
  const form = useForm<z.input<typeof ClockOutFormSchema>, unknown, z.output<typeof ClockOutFormSchema>>({
    resolver: zodResolver(ClockOutFormSchema),
    defaultValues: { notes: '' },
  });
  const { pending, run } = usePunch({
    success: { title: 'Clocked Out Successfully', description: 'Your work session has been recorded.' },
    failureTitle: 'Clock Out Failed',
    failureFallback: 'Failed to clock out. Please try again.',
  });
  const ready = location.status === 'ready';

  const onSubmit = form.handleSubmit(async ({ notes }) => {
    if (location.status !== 'ready') {
      notifyMissingInformation('Please select employee and enable location access.');
      return;
    }
    const punched = await run(() =>
      mutate('clockOut', {
        employeeId: entry.employeeId,
        timeEntryId: entry.id,
        clockOutTime: new Date().toISOString(),
        latitude: location.latitude,
        longitude: location.longitude,
        accuracy: location.accuracy,
        notes,
      }),
    );
    if (punched) form.reset();
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="rounded-md border border-brand-100 bg-brand-50 p-4">
        <p className="font-semibold text-brand-900">Clocked in</p>
        <p className="text-sm text-slate-700">{jobName}</p>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-600">Started</dt>
          <dd data-testid="clock-in-time">{formatCompanyTime(entry.clockInTime, 'time')}</dd>
          <dt className="text-slate-600">Hours worked</dt>
          <dd data-testid="hours-worked">{formatHours(hoursWorked(new Date(entry.clockInTime), now))}</dd>
        </dl>
      </div>
      <SiteDistance check={checkSite(job, location)} punch="out" />
      <TextAreaField
        label="Clock-out notes"
        rows={2}
        placeholder="Optional"
        registration={form.register('notes')}
        error={form.formState.errors.notes?.message}
      />
      <PunchButton punch="out" disabled={!ready || pending} />
    </form>
  );
}

/**
 * The chosen employee's latest 10 entries, in the company's time and words: flags by their
 * labels, "Clocked in" for the open entry, what is still waiting to sync, and the office's
 * correction beside the recorded times: the times that are paid, and why (decision 0236). When the
 * phone's clock was off, the server stored the true times and the phone's own readings show beside
 * them, so nobody wonders why 5:00 became 8:00 (decision 0225).
 */
import { formatCompanyTime, formatHours, hoursWorked, punchFlagLabel, type TimeEntry } from '@haul/shared';
import type { LocalTimeEntry } from '../../../offline/queries/time-entries.ts';

/** "8:05 AM" in the company's zone, like the day beside it. */
const timeOnly = (iso: string) => formatCompanyTime(iso, 'time');

export function RecentEntries({
  entries,
  jobName,
}: {
  entries: LocalTimeEntry[];
  jobName: (id: string | null) => string;
}) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No time entries yet.</p>;
  return (
    <ul className="divide-y divide-slate-200" data-testid="recent-entries">
      {entries.map((e: LocalTimeEntry & TimeEntry) => (
        <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium">{formatCompanyTime(new Date(e.clockInTime))}</span> –{' '}
            {e.clockOutTime ? timeOnly(e.clockOutTime) : 'now'}
            <span className="block text-slate-600">{jobName(e.appointmentId)}</span>
            {(e.deviceClockInTime || e.deviceClockOutTime) && <PhoneClock entry={e} />}
            {e.officeCorrection && <OfficeCorrection correction={e.officeCorrection} />}
          </span>
          <span className="flex flex-wrap items-center gap-2">
            {e.flags.map((f) => (
              <span key={f} className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {punchFlagLabel(f)}
              </span>
            ))}
            {e._pending && (
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">Waiting to sync</span>
            )}
            {e.totalHours === null ? (
              <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">Clocked in</span>
            ) : (
              <EntryHours recorded={e.totalHours} correction={e.officeCorrection} />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The hours the entry counts for: the office's corrected hours when it corrected the entry (what is
 * paid), the recorded ones struck through beside them; else the recorded hours.
 */
function EntryHours({ recorded, correction: c }: { recorded: number; correction: TimeEntry['officeCorrection'] }) {
  if (!c) {
    return (
      <span data-testid="entry-hours" className="font-semibold tabular-nums">
        {formatHours(recorded)} h
      </span>
    );
  }
  const paid = hoursWorked(new Date(c.clockInTime), new Date(c.clockOutTime));
  return (
    <span data-testid="entry-hours" className="tabular-nums">
      <s className="text-slate-500">
        <span className="sr-only">recorded </span>
        {formatHours(recorded)} h
      </s>{' '}
      <span className="font-semibold">{formatHours(paid)} h paid</span>
    </span>
  );
}

function PhoneClock({ entry: e }: { entry: TimeEntry }) {
  const clockIn = e.deviceClockInTime ?? e.clockInTime;
  const clockOut = e.deviceClockOutTime ?? e.clockOutTime;
  return (
    <span className="mt-1 block text-slate-700">
      Your phone's clock said {formatCompanyTime(new Date(clockIn))}
      {clockOut ? ` – ${timeOnly(clockOut)}` : ''}; it was off, so the true times are kept.
    </span>
  );
}

function OfficeCorrection({ correction: c }: { correction: NonNullable<TimeEntry['officeCorrection']> }) {
  const hours = hoursWorked(new Date(c.clockInTime), new Date(c.clockOutTime));
  return (
    <span className="mt-1 block rounded border-l-4 border-brand-600 bg-brand-50 px-2 py-1 text-slate-900">
      <span className="font-semibold">Corrected by the office:</span> {formatCompanyTime(new Date(c.clockInTime))} –{' '}
      {timeOnly(c.clockOutTime)} ({formatHours(hours)} h paid)
      {c.reason && <span className="block text-slate-700">Why: {c.reason}</span>}
    </span>
  );
}

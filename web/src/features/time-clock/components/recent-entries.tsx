/** The chosen employee's latest 10 entries, with review flags and what is still waiting to sync. */
import { formatHours, punchFlagLabel, type TimeEntry } from '@haul/shared';
import type { LocalTimeEntry } from '../../../offline/queries/time-entries.ts';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
const day = (iso: string) => new Date(iso).toLocaleDateString([], { month: 'short', day: 'numeric' });

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
            <span className="font-medium">{day(e.clockInTime)}</span> {time(e.clockInTime)} –{' '}
            {e.clockOutTime ? time(e.clockOutTime) : 'now'}
            <span className="block text-slate-600">{jobName(e.appointmentId)}</span>
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
            <span className="font-mono">{e.totalHours === null ? 'active' : `${formatHours(e.totalHours)} h`}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

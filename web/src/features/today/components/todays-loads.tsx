/** "Your loads today": what this crew member recorded today, and whether each has reached the office. */
import { formatCents, type Load } from '@haul/shared';
import { type ReactNode, useId } from 'react';

export function TodaysLoads({
  loads,
  children,
}: {
  loads: readonly (Load & { waiting: boolean })[];
  /** What comes after the list (the way back to Today). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-loads`} className="mt-8">
      <h2 id={`${id}-loads`} className="text-xl font-bold text-slate-900">
        Your loads today
      </h2>
      {loads.length === 0 ? (
        <p className="mt-2 text-slate-600">None yet.</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid="today-loads">
          {loads.map((l) => (
            <li key={l.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold text-slate-900">
                {l.facilityName || 'Facility'} · {l.ticketNumber}
              </p>
              <p className="text-slate-700">
                {l.netPounds !== null
                  ? `${l.netPounds.toLocaleString('en-US')} lb`
                  : `${(l.volumeTenths ?? 0) / 10} yd³`}{' '}
                · {formatCents(l.feeCents)} · {l.waiting ? 'Waiting to send' : 'Sent to the office'}
              </p>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/**
 * An appointment's status changes, oldest first, with who made each and from where. A status
 * reached with no recorded change (seeded or imported rows) is shown as it is now,
 * so the history never ends on "Booked as Pending" beside a Confirmed job.
 */
import { appointmentStatus, displayAppointmentStatus, formatCompanyTime, type StatusChange } from '@haul/shared';

const SOURCE_LABELS: Record<string, string> = {
  office: 'from the dashboard',
  sync: 'from a device',
  booking: 'by the customer',
};

/** The status the history does not reach (no change recorded to it), or null when it ends on it. */
export function unrecordedStatus(history: Pick<StatusChange, 'toStatus'>[], status: string) {
  const recorded = history.at(-1)?.toStatus ?? 'pending';
  const now = displayAppointmentStatus(status);
  return recorded === now ? null : now;
}

export function StatusHistory({
  bookedAt,
  history,
  status,
}: {
  bookedAt: string;
  history: StatusChange[];
  /** The appointment's status now. */
  status: string;
}) {
  const now = unrecordedStatus(history, status);
  return (
    <ol className="space-y-2 text-sm">
      <li>
        <span className="font-semibold">Booked</span> as Pending — {formatCompanyTime(new Date(bookedAt))}
      </li>
      {history.map((h) => (
        <li key={`${h.at}-${h.toStatus}`}>
          <span className="font-semibold">{appointmentStatus.label(h.toStatus)}</span>
          {h.fromStatus && <> (was {appointmentStatus.label(h.fromStatus)})</>} — {formatCompanyTime(new Date(h.at))},
          by {h.byUsername ?? 'unknown'} {SOURCE_LABELS[h.source] ?? ''}
        </li>
      ))}
      {now && (
        <li data-testid="status-now">
          Now <span className="font-semibold">{appointmentStatus.label(now)}</span> (no change recorded)
        </li>
      )}
    </ol>
  );
}

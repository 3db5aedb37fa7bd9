/** An appointment's status changes, oldest first, with who made each and from where. */
import { appointmentStatus, formatCompanyTime, type StatusChange } from '@haul/shared';

const SOURCE_LABELS: Record<string, string> = {
  office: 'from the dashboard',
  sync: 'from a device',
  booking: 'by the customer',
};

export function StatusHistory({ bookedAt, history }: { bookedAt: string; history: StatusChange[] }) {
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
    </ol>
  );
}

/** The small pills of /crew: availability, role and employee status. */
import { employeeRole, employeeStatus } from '@haul/shared';

const PILL = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? (
    <span className={`${PILL} bg-brand-100 text-brand-900 ring-brand-600/40`}>Available</span>
  ) : (
    <span className={`${PILL} bg-red-100 text-red-900 ring-red-300`}>Not Available</span>
  );
}

export function RoleBadge({ role }: { role: string }) {
  return (
    <span className={`${PILL} bg-slate-100 text-slate-800 ring-slate-300`}>{employeeRole.label(role) || role}</span>
  );
}

const STATUS_TONES: Record<string, string> = {
  active: 'bg-brand-100 text-brand-900 ring-brand-600/40',
  vacation: 'bg-amber-100 text-amber-900 ring-amber-300',
  inactive: 'bg-slate-200 text-slate-800 ring-slate-400',
};

export function EmployeeStatusBadge({ status }: { status: string }) {
  return (
    <span className={`${PILL} ${STATUS_TONES[status] ?? STATUS_TONES.inactive}`}>
      {employeeStatus.label(status) || status}
    </span>
  );
}

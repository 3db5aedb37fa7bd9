import { fullName, type User } from '@haul/shared';
import { useEmployee } from '../../offline/queries/employees.ts';

/** "Andre Coleman" for a crew account (from the synced team list), the username for an admin. */
export function useDisplayName(user: User): string {
  const employee = useEmployee(user.employeeId);
  return employee ? fullName(employee) : user.username;
}

export function SignedInPerson({ user }: { user: User }) {
  const name = useDisplayName(user);
  return (
    <p className="min-w-0 text-sm leading-tight" data-testid="signed-in-person">
      <span className="block truncate font-semibold text-slate-900">{name}</span>
      <span className="block text-xs text-slate-600">{user.role === 'admin' ? 'Admin' : 'Crew'}</span>
    </p>
  );
}

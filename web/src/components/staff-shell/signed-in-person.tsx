import { fullName, type User } from '@haul/shared';
import { useEmployee } from '../../offline/queries/employees.ts';

/**
 * "Andre Coleman" for a crew account: from the synced team list (a rename shows at the next
 * sync), else from the sign-in answer (a new phone before its first sync); the username for an
 * admin without an employee.
 */
export function useDisplayName(user: User): string {
  const employee = useEmployee(user.employeeId);
  return employee ? fullName(employee) : (user.displayName ?? user.username);
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

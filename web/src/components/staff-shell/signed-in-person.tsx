import { fullName, type User } from '@haul/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useOffline } from '../../offline/offline-context.tsx';

/** "Andre Coleman" for a crew account (from the synced team list), the username for an admin. */
export function useDisplayName(user: User): string {
  const { db } = useOffline();
  const employee = useLiveQuery(
    async () => (user.employeeId ? await db.synced('employees').get(user.employeeId) : undefined),
    [db, user.employeeId],
  );
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

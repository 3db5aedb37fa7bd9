/** Team Members: a card per employee with badges, contact, pay, a status select and app access. */
import { type Employee, type EmployeeStatus, employeeStatus, fullName, type StaffAccess } from '@haul/shared';
import { useId } from 'react';
import { FirstSyncNotice } from '../../../components/staff-shell/first-sync-notice.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { useAllEmployees } from '../../../offline/queries/employees.ts';
import { useSyncedOnce } from '../../../offline/queries/sync-status.ts';
import { AddEmployeeDialog } from './add-employee-dialog.tsx';
import { EmployeeStatusBadge, RoleBadge } from './badges.tsx';
import { EmployeeAccess, useStaffAccess } from './employee-access.tsx';

function EmployeeCard({
  employee,
  access,
  waiting,
}: {
  employee: Employee;
  access: StaffAccess | undefined;
  waiting: boolean;
}) {
  const mutate = useMutate();
  const selectId = useId();
  const name = fullName(employee);
  const setStatus = async (status: EmployeeStatus) => {
    try {
      await mutate('setEmployeeStatus', { employeeId: employee.id, status });
      notify({ title: 'Status Updated', description: 'Employee status has been updated successfully.' });
    } catch {
      notify({ title: 'Error', description: 'Failed to update employee status.', variant: 'destructive' });
    }
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="employee-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg font-semibold text-slate-900">{name}</h3>
        <RoleBadge role={employee.role} />
        <EmployeeStatusBadge status={employee.status} />
      </div>
      {employee.phone && (
        <p className="mt-2 text-sm">
          <a className="font-medium text-brand-800 underline" href={`tel:${employee.phone.replace(/[^\d+]/g, '')}`}>
            {employee.phone}
          </a>
        </p>
      )}
      {employee.email && (
        <p className="text-sm">
          <a className="break-all text-brand-800 underline" href={`mailto:${employee.email}`}>
            {employee.email}
          </a>
        </p>
      )}
      {employee.hourlyRate && <p className="text-sm text-slate-700">${employee.hourlyRate}/hour</p>}
      <label htmlFor={selectId} className="mt-3 block text-sm font-semibold text-slate-800">
        Status<span className="sr-only"> of {name}</span>
      </label>
      <select
        id={selectId}
        value={employee.status}
        onChange={(e) => void setStatus(employeeStatus.schema.parse(e.target.value))}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3"
      >
        {employeeStatus.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <EmployeeAccess access={access} name={name} waiting={waiting} />
    </li>
  );
}

export function EmployeesTab() {
  const employees = useAllEmployees();
  const syncedOnce = useSyncedOnce();
  const synced = (employees ?? []).filter((e) => !e._pending).map((e) => e.id);
  const access = useStaffAccess(synced).data;
  return (
    <section aria-labelledby="team-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-heading" className="text-xl font-bold text-slate-900">
          Team Members
        </h2>
        <AddEmployeeDialog />
      </div>
      {!employees || syncedOnce === undefined ? (
        <p className="text-slate-600">Loading employees...</p>
      ) : employees.length === 0 && !syncedOnce ? (
        <FirstSyncNotice what="the team members" />
      ) : employees.length === 0 ? (
        <p className="text-slate-600">No employees added yet</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {employees.map((e) => (
            <EmployeeCard
              key={e.id}
              employee={e}
              access={access?.find((a) => a.employeeId === e.id)}
              waiting={Boolean(access && e._pending)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

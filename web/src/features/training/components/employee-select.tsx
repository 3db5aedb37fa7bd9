/** View 1 (admins only): pick the employee who is training. Name, role and email of each. */
import { employeeRole, fullName } from '@haul/shared';
import { useActiveEmployees } from '../../../offline/queries/employees.ts';

export function EmployeeSelect({ onSelect }: { onSelect: (employeeId: string) => void }) {
  const employees = useActiveEmployees();
  return (
    <section aria-labelledby="select-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="select-heading" className="text-xl font-semibold">
        Select Employee
      </h2>
      <p className="mt-1 text-sm text-slate-700">Choose who is training. Their progress is saved under their name.</p>
      {employees === undefined ? (
        <p className="mt-4 text-slate-700">Loading employees…</p>
      ) : employees.length === 0 ? (
        <p className="mt-4 text-slate-700">No employees on this device yet. They appear after the next sync.</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {employees.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                onClick={() => onSelect(e.id)}
                className="flex min-h-12 w-full flex-col items-start rounded-lg border border-slate-300 p-4 text-left hover:border-brand-700 hover:bg-brand-50"
              >
                <span className="font-semibold text-slate-900">{fullName(e)}</span>
                <span className="text-sm text-slate-700">{employeeRole.label(e.role)}</span>
                <span className="text-sm break-all text-slate-700">{e.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "App access" (issue 9, minimal; the crew screens issue gives it its full home): an admin gives
 * an employee access (a one-time setup code and link, shown once), resets it, or disables it.
 */
import { type SetupCodeIssued, SetupCodeIssuedSchema, type StaffAccess, StaffAccessSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiJson, apiRequest } from '../../../lib/api-client.ts';

const ACCESS_KEY = ['staff-accounts'] as const;
const STATUS_LABEL: Record<StaffAccess['status'], string> = {
  none: 'No app access',
  pending: 'Setup code not used yet',
  active: 'Has access',
  disabled: 'Disabled',
};
const button = 'min-h-12 rounded-md border px-4 text-sm font-semibold disabled:opacity-60';

function IssuedCode({ issued, name }: { issued: SetupCodeIssued; name: string }) {
  const link = `${window.location.origin}${issued.setupPath}`;
  return (
    <div role="status" className="mt-3 rounded-md border border-brand-600 bg-brand-50 p-3 text-sm">
      <p className="font-semibold">Setup code for {name} (shown once, valid 72 hours):</p>
      <p className="mt-1 font-mono text-lg tracking-wider" data-testid="setup-code">
        {issued.code}
      </p>
      <p className="mt-1 break-all">
        Link:{' '}
        <a className="font-medium text-brand-800 underline" href={issued.setupPath} data-testid="setup-link">
          {link}
        </a>
      </p>
    </div>
  );
}

export function AppAccessPanel() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ACCESS_KEY,
    queryFn: () => apiJson(StaffAccessSchema.array(), 'GET', '/api/staff-accounts'),
  });
  const [selected, setSelected] = useState('');
  const [issued, setIssued] = useState<SetupCodeIssued | null>(null);
  const give = useMutation({
    mutationFn: (employeeId: string) =>
      apiJson(SetupCodeIssuedSchema, 'POST', `/api/staff-accounts/${employeeId}/setup-code`),
    onSuccess: (result) => {
      setIssued(result);
      void queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
    },
  });
  const disable = useMutation({
    mutationFn: (employeeId: string) => apiRequest('POST', `/api/staff-accounts/${employeeId}/disable`),
    onSuccess: () => {
      setIssued(null);
      void queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
    },
  });
  const people = list.data ?? [];
  const person = people.find((p) => p.employeeId === selected);
  const error = [give.error, disable.error].find((e) => e instanceof ApiError);

  return (
    <section
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="access-heading"
    >
      <h2 id="access-heading" className="text-xl font-semibold">
        App access
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each crew member signs in with their own account. Give access to get a one-time setup code and link.
      </p>
      <label className="mt-4 block text-sm font-medium text-slate-700">
        Employee
        <select
          className="mt-1 block min-h-12 w-full rounded-md border border-slate-300 px-3"
          value={selected}
          onChange={(e) => {
            setSelected(e.target.value);
            setIssued(null);
          }}
        >
          <option value="">Select an employee</option>
          {people.map((p) => (
            <option key={p.employeeId} value={p.employeeId}>
              {p.firstName} {p.lastName} — {STATUS_LABEL[p.status]}
            </option>
          ))}
        </select>
      </label>
      {person && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-sm" data-testid="access-status">
            {STATUS_LABEL[person.status]}
            {person.username ? ` (username ${person.username})` : ''}
          </span>
          <button
            type="button"
            className={`${button} border-brand-800 bg-brand-800 text-white`}
            disabled={give.isPending}
            onClick={() => give.mutate(person.employeeId)}
          >
            {person.status === 'none' ? 'Give app access' : 'Reset access'}
          </button>
          {(person.status === 'active' || person.status === 'pending') && (
            <button
              type="button"
              className={`${button} border-red-700 text-red-800`}
              disabled={disable.isPending}
              onClick={() => disable.mutate(person.employeeId)}
            >
              Disable
            </button>
          )}
        </div>
      )}
      {issued && person && issued.employeeId === person.employeeId && (
        <IssuedCode issued={issued} name={`${person.firstName} ${person.lastName}`} />
      )}
      {error instanceof ApiError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error.userMessage('That did not work. Please try again.')}
        </p>
      )}
    </section>
  );
}

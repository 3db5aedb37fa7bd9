/**
 * App access on an employee's card (issue 9's accounts, given their home on the card): the
 * status, Give app access / Reset access (a one-time setup code and link, shown once), Disable.
 * Needs the network: codes are issued by the server, never offline.
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
const BUTTON = 'min-h-12 rounded-md border px-4 text-sm font-semibold disabled:opacity-60';

/** Everyone's access, read once for all the cards. */
export function useStaffAccess() {
  return useQuery({
    queryKey: ACCESS_KEY,
    queryFn: () => apiJson(StaffAccessSchema.array(), 'GET', '/api/staff-accounts'),
  });
}

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

export function EmployeeAccess({ access, name }: { access: StaffAccess | undefined; name: string }) {
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<SetupCodeIssued | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
  const give = useMutation({
    mutationFn: (employeeId: string) =>
      apiJson(SetupCodeIssuedSchema, 'POST', `/api/staff-accounts/${employeeId}/setup-code`),
    onSuccess: (result) => {
      setIssued(result);
      refresh();
    },
  });
  const disable = useMutation({
    mutationFn: (employeeId: string) => apiRequest('POST', `/api/staff-accounts/${employeeId}/disable`),
    onSuccess: () => {
      setIssued(null);
      refresh();
    },
  });
  if (!access) return <p className="mt-3 text-sm text-slate-600">App access: shown when online.</p>;
  const error = [give.error, disable.error].find((e) => e instanceof ApiError);
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="text-sm" data-testid="access-status">
        <span className="font-semibold">App access: </span>
        {STATUS_LABEL[access.status]}
        {access.username ? ` (username ${access.username})` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${BUTTON} border-brand-800 bg-brand-800 text-white`}
          disabled={give.isPending}
          onClick={() => give.mutate(access.employeeId)}
        >
          {access.status === 'none' ? 'Give app access' : 'Reset access'}
          <span className="sr-only"> for {name}</span>
        </button>
        {(access.status === 'active' || access.status === 'pending') && (
          <button
            type="button"
            className={`${BUTTON} border-red-700 text-red-800`}
            disabled={disable.isPending}
            onClick={() => disable.mutate(access.employeeId)}
          >
            Disable<span className="sr-only"> app access for {name}</span>
          </button>
        )}
      </div>
      {issued && issued.employeeId === access.employeeId && <IssuedCode issued={issued} name={name} />}
      {error instanceof ApiError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error.userMessage('That did not work. Please try again.')}
        </p>
      )}
    </div>
  );
}

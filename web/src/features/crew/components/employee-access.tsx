/**
 * App access on an employee's card (decision 0051's accounts, given their home on the card): the
 * status, Give app access / Reset access (a one-time setup code and link, shown once), Disable.
 * Needs the network: codes are issued by the server, never offline.
 */
import { type SetupCodeIssued, SetupCodeIssuedSchema, type StaffAccess, StaffAccessSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/modal.tsx';
import { ApiError, apiJson, apiRequest } from '../../../lib/api-client.ts';

const ACCESS_KEY = ['staff-accounts'] as const;
const STATUS_LABEL: Record<StaffAccess['status'], string> = {
  none: 'No app access',
  pending: 'Setup code not used yet',
  active: 'Has access',
  disabled: 'Disabled',
};
const BUTTON = 'min-h-12 rounded-md border px-4 text-sm font-semibold disabled:opacity-60';

/**
 * Everyone's access, read once for all the cards, and read again when an employee the list does
 * not know reaches the server (a new employee could not be given access until a
 * reload). `synced`: the ids of the employees the server has (no change of theirs waiting).
 */
export function useStaffAccess(synced: string[] = []) {
  const query = useQuery({
    queryKey: ACCESS_KEY,
    queryFn: () => apiJson(StaffAccessSchema.array(), 'GET', '/api/staff-accounts'),
  });
  const queryClient = useQueryClient();
  const known = query.data;
  const unknown = known ? synced.filter((id) => !known.some((a) => a.employeeId === id)).join(',') : '';
  useEffect(() => {
    if (unknown) void queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
  }, [unknown, queryClient]);
  return query;
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

export function EmployeeAccess({
  access,
  name,
  waiting = false,
}: {
  access: StaffAccess | undefined;
  name: string;
  /** The employee is new on this device and not on the server yet. */
  waiting?: boolean;
}) {
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
  if (!access)
    return (
      <p className="mt-3 text-sm text-slate-600">
        {waiting ? 'App access: once this employee is saved to the server.' : 'App access: shown when online.'}
      </p>
    );
  const error = [give.error, disable.error].find((e) => e instanceof ApiError);
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="text-sm" data-testid="access-status">
        <span className="font-semibold">App access: </span>
        {STATUS_LABEL[access.status]}
        {access.username ? ` (username ${access.username})` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {access.status === 'none' ? (
          <button
            type="button"
            className={`${BUTTON} border-brand-800 bg-brand-800 text-white`}
            disabled={give.isPending}
            onClick={() => give.mutate(access.employeeId)}
          >
            Give app access<span className="sr-only"> for {name}</span>
          </button>
        ) : (
          // Both end the person's sessions at once, so they ask first.
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className={`${BUTTON} border-brand-800 bg-brand-800 text-white`}
                disabled={give.isPending}
              >
                Reset access<span className="sr-only"> for {name}</span>
              </button>
            }
            question={`Reset ${name}'s app access?`}
            description="They are signed out on every phone at once and need the new setup code to sign in again."
            confirmLabel="Reset access"
            onConfirm={() => give.mutate(access.employeeId)}
          />
        )}
        {(access.status === 'active' || access.status === 'pending') && (
          <ConfirmDialog
            trigger={
              <button type="button" className={`${BUTTON} border-red-700 text-red-800`} disabled={disable.isPending}>
                Disable<span className="sr-only"> app access for {name}</span>
              </button>
            }
            question={`Disable ${name}'s app access?`}
            description="They are signed out on every phone at once and cannot sign in until you give access again."
            confirmLabel="Disable"
            onConfirm={() => disable.mutate(access.employeeId)}
          />
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

/**
 * Sign out on a shared phone (decision 0053): a dialog says how many changes and photos
 * are not synced yet and offers Sync now; signing out stops this user's sync before the session ends,
 * then removes their data from the device (an unsynced outbox stays for their next sign-in).
 * On the dashboard the button keeps the spec's word, Logout, and returns to the admin gate.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignOut } from '../../lib/session.ts';
import { stopSyncForSignOut, useOffline, useSyncStatus } from '../../offline/offline-context.tsx';
import { usePendingCount, usePhotoTotals } from '../../offline/queries/sync-status.ts';

const button = 'min-h-12 rounded-md px-4 text-sm font-semibold disabled:opacity-60';
const plain = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

function pendingLine(pending: number | undefined): string {
  if (pending === undefined) return 'Checking this device for changes not synced yet…';
  if (pending === 0) return 'All your changes are saved to the server.';
  const changes = pending === 1 ? '1 change is' : `${pending} changes are`;
  return `${changes} not synced yet. They stay on this device and are sent the next time you sign in here.`;
}

/** Photos waiting to upload are the crew's work too; the dialog counts them. */
function photosLine(waiting: number): string {
  const photos = waiting === 1 ? '1 photo is' : `${waiting} photos are`;
  return `${photos} not uploaded yet. Sync now before you sign out, if you have signal.`;
}

export function SignOutButton({ className = '' }: { className?: string }) {
  const { engine } = useOffline();
  const pending = usePendingCount();
  const photos = usePhotoTotals()?.waiting ?? 0;
  const unsent = (pending ?? 0) > 0 || photos > 0;
  const status = useSyncStatus();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const onDashboard = pathname === '/admin';
  const label = onDashboard ? 'Logout' : 'Sign out';

  const confirm = async () => {
    setLeaving(true);
    const { forget } = await stopSyncForSignOut();
    await signOut.mutateAsync().catch(() => undefined);
    navigate(onDashboard ? '/admin' : '/sign-in', { replace: true });
    await forget();
  };

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={`${plain} ${className}`}>{label}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-sm -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Sign out?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700" data-testid="sign-out-pending">
            {pendingLine(pending)}
          </AlertDialog.Description>
          {photos > 0 && (
            <p className="mt-2 text-sm font-medium text-slate-800" data-testid="sign-out-photos">
              {photosLine(photos)}
            </p>
          )}
          {unsent && !status.online && (
            <p className="mt-2 text-sm text-amber-800">You are offline: Sync now works once the phone has signal.</p>
          )}
          <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={leaving}
              className={`${button} bg-brand-800 text-white hover:bg-brand-900`}
            >
              {leaving ? 'Signing out…' : label}
            </button>
            {unsent && (
              <button
                type="button"
                onClick={() => void engine.syncNow()}
                disabled={leaving || !status.online || status.phase === 'syncing'}
                className={plain}
              >
                {status.phase === 'syncing' ? 'Syncing…' : 'Sync now'}
              </button>
            )}
            <AlertDialog.Cancel className={plain} disabled={leaving}>
              Cancel
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

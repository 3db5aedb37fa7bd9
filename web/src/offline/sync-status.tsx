/**
 * The sync status strip for staff screens: online or offline, changes waiting, last synced,
 * failures, "Sign in again" after a 401, and the changes the server refused (needs attention),
 * each with its reason and a Dismiss.
 */
import { changeLabel, formatCompanyTime } from '@haul/shared';
import { Link, useLocation } from 'react-router-dom';
import { useDeviceDb, useOffline, useSyncStatus } from './offline-context.tsx';
import { useLastSyncedAt, useOpenRejections, usePendingCount, usePhotoTotals } from './queries/sync-status.ts';
import { useStorageState } from './storage.ts';

function timeAgo(iso: string | null): string {
  if (!iso) return 'never';
  return formatCompanyTime(iso, 'time');
}

export function SyncStatusBar() {
  const { engine } = useOffline();
  const db = useDeviceDb();
  const status = useSyncStatus();
  const location = useLocation();
  const pending = usePendingCount();
  const attention = useOpenRejections();
  const lastSynced = useLastSyncedAt();
  const online = status.online;
  const photos = usePhotoTotals();
  const storage = useStorageState();

  return (
    <section aria-label="Sync status" className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="flex items-center gap-2 font-medium" data-testid="sync-online">
          <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${online ? 'bg-brand-600' : 'bg-slate-400'}`} />
          {online ? 'Online' : 'Offline'}
        </span>
        <span data-testid="sync-pending">
          {pending === undefined
            ? ''
            : pending === 0
              ? 'All changes saved to the server'
              : `${pending} change${pending === 1 ? '' : 's'} waiting to sync`}
        </span>
        {photos && photos.waiting > 0 && (
          <span data-testid="sync-photos">
            {photos.uploading
              ? `Uploading photos: ${photos.waiting} left, ${photos.percent}% of this one`
              : `${photos.waiting} photo${photos.waiting === 1 ? '' : 's'} waiting to upload`}
          </span>
        )}
        <span className="text-slate-600">Last synced: {timeAgo(lastSynced ?? status.lastSyncedAt)}</span>
        {status.phase === 'syncing' && <span className="text-slate-600">Syncing…</span>}
        {status.phase === 'error' && status.failures > 0 && (
          <span className="text-amber-700">Sync failed {status.failures}× — will retry</span>
        )}
        <button
          type="button"
          onClick={() => void engine.syncNow()}
          className="ml-auto min-h-12 rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
        >
          Sync now
        </button>
      </div>
      {status.phase === 'needs-sign-in' && (
        <p className="mt-2 text-amber-800" role="alert">
          Your session ended; your changes are kept on this device.{' '}
          <Link className="font-semibold underline" to={`/sign-in?next=${encodeURIComponent(location.pathname)}`}>
            Sign in again
          </Link>{' '}
          to send them.
        </p>
      )}
      {status.phase === 'update-required' && (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-amber-800" role="alert">
          <p>
            This version of the app can no longer sync. Update the app; your changes are kept on this device and sent
            after the update.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-12 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Update the app
          </button>
        </div>
      )}
      {storage.full && (
        <div className="mt-2 text-amber-800" role="alert" data-testid="sync-storage">
          <p className="font-semibold">Phone storage is full.</p>
          <p>
            New photos cannot be saved until there is room. Photos already taken are kept and upload when you have
            signal, which frees the space. Clock-ins and other changes still save. To make room now, connect to Wi-Fi or
            free space on the phone.
          </p>
        </div>
      )}
      {status.heldChange && (
        <p className="mt-2 text-amber-800" role="alert" data-testid="sync-held">
          <strong>{changeLabel(status.heldChange.name)} is too large for this network.</strong> It is kept on this phone
          and tried again; it may go through on another network (Wi-Fi). Changes made after it wait for it.
        </p>
      )}
      {status.skippedRows > 0 && (
        <p className="mt-2 text-amber-800">
          Some records from the server could not be read by this version of the app and are not shown. Updating the app
          should fix this.
        </p>
      )}
      {status.wiped && (
        <p className="mt-2 text-amber-800" role="alert">
          This device's offline data was cleared by the browser. Everything was downloaded again; changes made before
          that could not be recovered.
        </p>
      )}
      {attention.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-2">
          <h2 className="font-semibold text-red-700">Needs attention</h2>
          <ul className="mt-1 space-y-1">
            {attention.map((r) => (
              <li key={r.mutationId} className="flex items-start justify-between gap-3">
                <span>
                  <strong>{changeLabel(r.name)} not saved:</strong> {r.message}
                </span>
                <button
                  type="button"
                  className="text-slate-600 underline"
                  onClick={() => void db.rejections.update(r.mutationId, { dismissed: 1 })}
                >
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

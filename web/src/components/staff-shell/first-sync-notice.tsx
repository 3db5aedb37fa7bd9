/**
 * What a list says before this device's first sync (`useSyncedOnce` false): its rows are not here
 * yet, so "No jobs" would be untrue. Online the first pull is on its way; offline it waits for
 * signal, and the crew member knows to find some rather than call the office. A sync that cannot
 * go on (it failed, the session ended, the app needs an update) is not "getting" anything: the
 * notice points at the sync status, which says what to do.
 */
import { useSyncStatus } from '../../offline/offline-context.tsx';

export function FirstSyncNotice({ what }: { what: string }) {
  const { online, phase } = useSyncStatus();
  const stuck = phase === 'error' || phase === 'needs-sign-in' || phase === 'update-required';
  return (
    <p role="status" className="rounded-lg bg-slate-100 p-4 text-base text-slate-800" data-testid="first-sync">
      {!online
        ? `This phone has not synced yet, so ${what} are not on it. They show here once it has signal.`
        : stuck
          ? `This phone has not synced yet, so ${what} are not on it. The sync status above says what is wrong.`
          : `Getting ${what} from the office…`}
    </p>
  );
}

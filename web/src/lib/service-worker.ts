/**
 * Registers the service worker for staff screens only (public visitors never download the staff
 * precache). A new version waits: the crew member sees "Update available — Reload" instead of
 * code swapping mid-job. workbox-window is loaded lazily so it stays out of public bundles.
 *
 * On a page no worker controls yet (a new device), registering waits for `after` (the staff shell
 * passes the first sync), for at most FIRST_WORK_WAIT_MS: the precache downloads and stores every
 * staff asset, and doing that beside the first pull made that pull 1.5 s slower (decision 0275).
 */
import { create } from 'zustand';

interface UpdateState {
  waiting: boolean;
  apply: (() => void) | null;
}

export const useAppUpdate = create<UpdateState>(() => ({ waiting: false, apply: null }));

let registered = false;
export const FIRST_WORK_WAIT_MS = 10_000;

export async function registerServiceWorker(after?: Promise<unknown>): Promise<void> {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  if (after && !navigator.serviceWorker.controller) {
    await Promise.race([after, new Promise((resolve) => setTimeout(resolve, FIRST_WORK_WAIT_MS))]);
  }
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    useAppUpdate.setState({
      waiting: true,
      apply: () => {
        // Reload once the new worker has taken over, so the page and its scripts match.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  await wb.register();
}

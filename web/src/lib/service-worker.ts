/**
 * Registers the service worker for staff screens only (public visitors never download the staff
 * precache). A new version waits: the crew member sees "Update available — Reload" instead of
 * code swapping mid-job. workbox-window is loaded lazily so it stays out of public bundles.
 */
import { create } from 'zustand';

interface UpdateState {
  waiting: boolean;
  apply: (() => void) | null;
}

export const useAppUpdate = create<UpdateState>(() => ({ waiting: false, apply: null }));

let registered = false;

export async function registerServiceWorker(): Promise<void> {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
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

import { useEffect } from 'react';
import { registerServiceWorker, useAppUpdate } from '../../lib/service-worker.ts';

/** Registers the service worker and offers a reload when a new version is waiting. */
export function UpdatePrompt() {
  const { waiting, apply } = useAppUpdate();
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  if (!waiting || !apply) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-between gap-3 bg-slate-900 px-4 py-3 text-white shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:rounded-lg"
    >
      <span className="text-sm">Update available</span>
      <button
        type="button"
        onClick={apply}
        className="rounded-md bg-accent-400 px-3 py-1.5 text-sm font-semibold text-slate-900"
      >
        Reload
      </button>
    </div>
  );
}

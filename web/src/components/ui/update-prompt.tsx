import { useEffect } from 'react';
import { registerServiceWorker, useAppUpdate } from '../../lib/service-worker.ts';

/**
 * Registers the service worker and offers a reload when a new version is waiting. `inline` (the
 * staff shell) puts it in the page flow, so it never covers the bottom tabs or a screen's button.
 * `after`: on a device with no worker yet, register once that settles (the first sync).
 */
export function UpdatePrompt({ inline = false, after }: { inline?: boolean; after?: Promise<unknown> }) {
  const { waiting, apply } = useAppUpdate();
  useEffect(() => {
    void registerServiceWorker(after);
  }, [after]);
  if (!waiting || !apply) return null;
  return (
    <div
      role="status"
      className={`flex items-center justify-between gap-3 bg-slate-900 px-4 py-3 text-white shadow-lg ${
        inline ? 'rounded-lg' : 'fixed inset-x-0 bottom-0 z-50 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:rounded-lg'
      }`}
    >
      <span className="text-sm">Update available</span>
      <button
        type="button"
        onClick={apply}
        className="min-h-12 rounded-md bg-accent-400 px-4 text-sm font-semibold text-slate-900"
      >
        Reload
      </button>
    </div>
  );
}

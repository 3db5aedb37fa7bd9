import type { LocationState } from '../hooks/use-location.ts';

/**
 * The live location, to 6 decimals (as the spec shows it), with the fix's accuracy. When location is blocked,
 * how to allow it and Try again, never the browser's bare "User denied Geolocation".
 */
export function LocationDisplay({ location, onRetry }: { location: LocationState; onRetry?: () => void }) {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-slate-700">Current location</p>
      {location.status === 'loading' && <p className="text-slate-600">Getting location...</p>}
      {location.status === 'error' && (
        <div data-testid="location-error">
          {location.denied ? (
            <>
              <p className="font-semibold text-red-700">Location is turned off for this app.</p>
              <p className="mt-1 text-slate-700">
                The time clock needs your location to clock in and out. To allow it: on iPhone, open Settings → Privacy
                &amp; Security → Location Services, and allow it for your browser; on Android, tap the icon beside the
                address bar → Permissions → Location → Allow. Then tap Try again.
              </p>
            </>
          ) : (
            <p className="text-red-700">{location.message}</p>
          )}
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="mt-2 min-h-12 rounded-md border-2 border-brand-700 px-4 font-semibold text-brand-800"
            >
              Try again
            </button>
          )}
        </div>
      )}
      {location.status === 'ready' && (
        <p className="font-mono text-slate-800" data-testid="location">
          {/* biome-ignore lint/plugin/no-float-money: coordinates, not money */}
          {location.latitude.toFixed(6)}, {location.longitude.toFixed(6)}{' '}
          <span className="font-sans text-slate-500">(±{Math.round(location.accuracy)} m)</span>
        </p>
      )}
    </div>
  );
}

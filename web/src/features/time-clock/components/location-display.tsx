import type { LocationState } from '../hooks/use-location.ts';

/** The live location, to 6 decimals (spec §7), with the fix's accuracy. */
export function LocationDisplay({ location }: { location: LocationState }) {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-slate-700">Current location</p>
      {location.status === 'loading' && <p className="text-slate-600">Getting location...</p>}
      {location.status === 'error' && <p className="text-red-700">{location.message}</p>}
      {location.status === 'ready' && (
        <p className="font-mono text-slate-800" data-testid="location">
          {location.latitude.toFixed(6)}, {location.longitude.toFixed(6)}{' '}
          <span className="font-sans text-slate-500">(±{Math.round(location.accuracy)} m)</span>
        </p>
      )}
    </div>
  );
}

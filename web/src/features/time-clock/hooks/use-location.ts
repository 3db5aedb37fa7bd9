/**
 * Live device location (spec §7): high accuracy, 10 s timeout, a cached fix up to 60 s old is
 * fine. Reports the browser's own error message, or that geolocation is missing.
 */
import { useEffect, useState } from 'react';

export type LocationState =
  | { status: 'loading' }
  | { status: 'ready'; latitude: number; longitude: number; accuracy: number }
  | { status: 'error'; message: string };

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export function useLocation(): LocationState {
  const [state, setState] = useState<LocationState>(() =>
    typeof navigator !== 'undefined' && !navigator.geolocation
      ? { status: 'error', message: 'Geolocation is not supported by this browser' }
      : { status: 'loading' },
  );
  useEffect(() => {
    if (!navigator.geolocation) return;
    const watch = navigator.geolocation.watchPosition(
      (p) =>
        setState({
          status: 'ready',
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
        }),
      (error) => setState((s) => (s.status === 'ready' ? s : { status: 'error', message: error.message })),
      GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return state;
}

/**
 * Live device location (spec §7, with the options of lib/geolocation.ts). Reports the browser's
 * own error message, or that geolocation is missing.
 */
import { useEffect, useState } from 'react';
import { GEOLOCATION_OPTIONS, NO_GEOLOCATION } from '../../../lib/geolocation.ts';

export type LocationState =
  | { status: 'loading' }
  | { status: 'ready'; latitude: number; longitude: number; accuracy: number }
  | { status: 'error'; message: string };

export function useLocation(): LocationState {
  const [state, setState] = useState<LocationState>(() =>
    typeof navigator !== 'undefined' && !navigator.geolocation
      ? { status: 'error', message: NO_GEOLOCATION }
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

/**
 * Live device location (the spec's options, kept in lib/geolocation.ts). A refusal is told apart
 * (`denied`: the person or the phone blocked location) so the clock can show how to
 * allow it; `retry()` asks again (after allowing it in the browser's settings).
 */
import { useCallback, useEffect, useState } from 'react';
import { GEOLOCATION_OPTIONS, NO_GEOLOCATION } from '../../../lib/geolocation.ts';

export type LocationState =
  | { status: 'loading' }
  | { status: 'ready'; latitude: number; longitude: number; accuracy: number }
  | { status: 'error'; message: string; denied?: boolean };

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

export function useLocation(): LocationState & { retry(): void } {
  const [state, setState] = useState<LocationState>(() =>
    typeof navigator !== 'undefined' && !navigator.geolocation
      ? { status: 'error', message: NO_GEOLOCATION }
      : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!navigator.geolocation) return;
    void attempt;
    const watch = navigator.geolocation.watchPosition(
      (p) =>
        setState({
          status: 'ready',
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
        }),
      (error) =>
        setState((s) =>
          s.status === 'ready'
            ? s
            : { status: 'error', message: error.message, denied: error.code === PERMISSION_DENIED },
        ),
      GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

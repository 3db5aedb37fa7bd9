/**
 * The phone's clock offset against the server's (decision 0225). Every API answer
 * carries the server's time (`X-Server-Time`); each one the sync engine reads is a measurement:
 * the server's time minus the phone's at the middle of the round trip. Each punch carries what is
 * known (`DeviceClockReading`): the offset, when it was measured, and, while the app has not been
 * restarted since, the offset now, carried forward on the monotonic clock (`performance.now()`,
 * which a change of the phone's clock does not move). The server turns that into the time it
 * stores and pays.
 *
 * The last measurement is also kept in localStorage, so a punch made after the app restarted
 * offline still carries the offset (without the monotonic part).
 */
import { type DeviceClockReading, SERVER_TIME_HEADER } from '@haul/shared';

const STORAGE_KEY = 'haul-clock-offset';

interface Measurement {
  offsetMs: number;
  /** The server's time at the measurement (epoch ms). */
  serverMs: number;
  /** `performance.now()` at the measurement, in this page's life only. */
  monotonicMs: number | null;
}

let last: Measurement | null = null;

const monotonicNow = () => (typeof performance === 'undefined' ? null : performance.now());

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Records a measurement from an answer's server time, given the phone's clock when the request left
 * and when its answer arrived, and the monotonic time at the answer.
 */
export function observeServerTime(
  serverTime: string | null,
  sentAtMs: number,
  receivedAtMs: number,
  monotonicMs: number | null = monotonicNow(),
): void {
  const serverMs = serverTime ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(serverMs) || receivedAtMs < sentAtMs) return;
  const halfTrip = (receivedAtMs - sentAtMs) / 2;
  last = {
    offsetMs: Math.round(serverMs - (sentAtMs + halfTrip)),
    serverMs,
    monotonicMs: monotonicMs === null ? null : monotonicMs - halfTrip,
  };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ offsetMs: last.offsetMs, serverMs }));
  } catch {
    // A full or blocked storage only loses the fallback across restarts; the punch still carries today's.
  }
}

/** Reads an answer's server time (when it has one) as a measurement. */
export function observeAnswer(res: Response, sentAtMs: number, receivedAtMs: number): void {
  observeServerTime(res.headers.get(SERVER_TIME_HEADER), sentAtMs, receivedAtMs);
}

function remembered(): Measurement | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const { offsetMs, serverMs } = JSON.parse(raw) as { offsetMs: unknown; serverMs: unknown };
    if (!Number.isInteger(offsetMs) || typeof serverMs !== 'number' || !Number.isFinite(serverMs)) return null;
    return { offsetMs: offsetMs as number, serverMs, monotonicMs: null };
  } catch {
    return null;
  }
}

/** What a punch made now carries about the phone's clock; undefined when nothing was ever measured. */
export function deviceClockReading(
  monotonicMs: number | null = monotonicNow(),
  phoneNowMs: number = Date.now(),
): DeviceClockReading | undefined {
  const m = last ?? remembered();
  if (!m) return undefined;
  const reading: DeviceClockReading = { offsetMs: m.offsetMs, measuredAt: new Date(m.serverMs).toISOString() };
  if (m.monotonicMs !== null && monotonicMs !== null && monotonicMs >= m.monotonicMs) {
    // The server's time now, from the measurement and the monotonic time since, minus the phone's clock now.
    reading.currentOffsetMs = Math.round(m.serverMs + (monotonicMs - m.monotonicMs) - phoneNowMs);
  }
  return reading;
}

/** Forgets every measurement (tests; a device that must measure afresh). */
export function forgetClockOffset(): void {
  last = null;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * "On my way" on Today (docs/messages.md): whether this phone has told a job's customer, and whether the
 * tap is still waiting in the outbox (offline) or has reached the server.
 */
import { getMeta, type OfflineDb } from '../db.ts';
import { onMyWayKey } from '../local-mutators.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

export interface OnMyWayState {
  /** When the crew member tapped it on this phone; null: not yet. */
  tappedAt: string | null;
  /** True while the tap has not reached the server. */
  waiting: boolean;
}

export async function onMyWayState(db: OfflineDb, appointmentId: string): Promise<OnMyWayState> {
  const tappedAt = (await getMeta<string>(db, onMyWayKey(appointmentId))) ?? null;
  const waiting = await db.outbox
    .filter(
      (m) => m.name === 'announceOnMyWay' && (m.args as { appointmentId?: string }).appointmentId === appointmentId,
    )
    .count();
  return { tappedAt, waiting: waiting > 0 };
}

/** Null until read. */
export function useOnMyWay(appointmentId: string): OnMyWayState | null {
  const db = useDeviceDb();
  return useLiveFor(() => onMyWayState(db, appointmentId), [db, appointmentId]) ?? null;
}

/** The engine's visible state, subscribable from React with useSyncExternalStore. */
export interface SyncStatus {
  phase: 'idle' | 'syncing' | 'error' | 'needs-sign-in' | 'update-required';
  online: boolean;
  failures: number;
  lastError: string | null;
  lastSyncedAt: string | null;
  /** The device's offline data was wiped by the browser; everything was downloaded again. */
  wiped: boolean;
  /** Pulled rows that failed their schema and were left out (the device keeps its previous copy). */
  skippedRows: number;
  /** One change a proxy or the server refused as too large even alone (413): kept, tried again later. */
  heldChange: { name: string; mutationId: number } | null;
}

export class SyncStatusStore {
  private state: SyncStatus = {
    phase: 'idle',
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    failures: 0,
    lastError: null,
    lastSyncedAt: null,
    wiped: false,
    skippedRows: 0,
    heldChange: null,
  };
  private readonly listeners = new Set<() => void>();

  get = (): SyncStatus => this.state;
  set(patch: Partial<SyncStatus>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

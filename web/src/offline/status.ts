/** The engine's visible state, subscribable from React with useSyncExternalStore. */
export interface SyncStatus {
  phase: 'idle' | 'syncing' | 'error' | 'needs-sign-in';
  online: boolean;
  failures: number;
  lastError: string | null;
  lastSyncedAt: string | null;
  /** The device's offline data was wiped by the browser; everything was downloaded again. */
  wiped: boolean;
}

export class SyncStatusStore {
  private state: SyncStatus = {
    phase: 'idle',
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    failures: 0,
    lastError: null,
    lastSyncedAt: null,
    wiped: false,
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

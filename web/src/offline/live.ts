/**
 * Live sync on the device (decision 0250): while the app is open, online and
 * signed in, one tab of the device keeps `GET /api/sync/events` open, and each poke it receives
 * asks the engine for a sync through its one scheduler (`syncNow`: never a second runner). The
 * stream carries no data; the pull does. Polling every 30 s stays as the fallback.
 *
 * - One stream per device: the tab holding the Web Lock `haul-live-<database>` streams; the others
 *   wait in the lock's queue and take over when that tab closes (they share IndexedDB, so they
 *   show what it pulls). Where Web Locks are missing, each page streams.
 * - A dropped or refused stream (network, server restart, a proxy's timeout, a 401) is closed and
 *   opened again after `min(60 s, 1 s × 2^(n−1))` × a random factor between 0.5 and 1; the count
 *   starts over once the server says `ready`. Offline, signed out or outdated, it waits for `wake()`.
 * - `ready` (every (re)connect) asks for a sync too: pokes sent while it was away are not replayed.
 */

/** The part of the browser's EventSource the stream uses (tests give a fetch-based one). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}
export type OpenEvents = (url: string) => EventSourceLike;

/** The browser's EventSource; null where there is none (Node, the unit tests' default). */
export const browserEvents: OpenEvents | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

export const LIVE_PATH = '/api/sync/events';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

export interface LiveOptions {
  url: string;
  open: OpenEvents;
  /** A poke: `version` is the change version it names, when it names one; null on (re)connect. */
  onPoke: (version: number | null) => void;
  /** Whether the stream should be open now (online, signed in, not disposed). */
  wanted: () => boolean;
  /** Held while streaming, so one tab of the device streams. */
  lockName: string;
  random?: () => number;
}

interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<void>;
}

export class LiveStream {
  private source: EventSourceLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private holding = false;
  private release: (() => void) | null = null;
  private readonly lockAbort = new AbortController();

  constructor(private readonly o: LiveOptions) {}

  /** Waits for the device's stream lock (at once if no other tab holds it), then connects. */
  start(): void {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (!locks?.request) {
      this.holding = true;
      this.connect();
      return;
    }
    locks
      .request(this.o.lockName, { signal: this.lockAbort.signal }, () => {
        if (this.stopped) return Promise.resolve();
        this.holding = true;
        this.connect();
        return new Promise<void>((resolve) => {
          this.release = resolve;
        });
      })
      .catch(() => {
        // Aborted while waiting (stopped): nothing to release.
      });
  }

  /** Connect now if it should be connected and is not (back online, signed in again). */
  wake(): void {
    if (this.stopped || !this.holding || this.source) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.failures = 0;
    this.connect();
  }

  /** Closes the stream for good and lets another tab take it. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.lockAbort.abort();
    this.release?.();
    this.holding = false;
  }

  get open(): boolean {
    return this.source !== null;
  }

  private connect() {
    if (this.stopped || this.source || !this.o.wanted()) return;
    let source: EventSourceLike;
    try {
      source = this.o.open(this.o.url);
    } catch {
      this.retryLater();
      return;
    }
    this.source = source;
    source.addEventListener('ready', () => {
      if (this.source !== source) return;
      this.failures = 0;
      this.o.onPoke(null);
    });
    source.addEventListener('change', (event) => {
      if (this.source !== source) return;
      const version = Number(event.data);
      this.o.onPoke(
        typeof event.data === 'string' && event.data !== '' && Number.isSafeInteger(version) ? version : null,
      );
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      // The browser would retry by itself, but not after a 401 or a wrong answer: one rule for all.
      source.close();
      this.source = null;
      this.retryLater();
    });
  }

  private retryLater() {
    if (this.stopped || !this.o.wanted()) return;
    this.failures++;
    const random = this.o.random ?? Math.random;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1)) * (0.5 + random() * 0.5);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }
}

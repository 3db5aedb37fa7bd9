/**
 * Live sync (decision 0250): signed-in devices keep `GET /api/sync/events` open and
 * are poked when anything synced changed, so a dispatch reaches a phone in about a second instead
 * of at its next 30-second poll. A poke names no rows, only the change version it saw: the device
 * answers it with an ordinary pull, which is where scope and authorization live. Polling stays
 * as the fallback (a poke lost with a dropped stream is made up by the next poll).
 *
 * Where changes are learnt of (`ChangeSource`):
 * - on a PostgreSQL server, from the change notices every instance already listens to
 *   (db/change-notices.ts, decision 0025): a change committed on any instance pokes the devices
 *   of every instance, and a re-made LISTEN connection pokes everyone (what it missed is unknown);
 * - on embedded PGlite (one process, one connection: no second connection can LISTEN), by reading
 *   the change version every POLL_MS while at least one stream is open.
 *
 * Pokes are sent to every open stream, coalesced over COALESCE_MS (a push of 100 mutations or a
 * burst of office edits is one poke), and a stream whose client is slow to read gets one poke
 * after its write, never a queue.
 */
import type { ChangeNotices } from '../db/change-notices.ts';

/** Changes arriving within this window make one poke. */
export const COALESCE_MS = 150;
/** PGlite: how often the change version is read while a stream is open. */
export const POLL_MS = 250;
/** A comment on an idle stream this often, so proxies and phones keep it open; the session is checked then too. */
export const HEARTBEAT_MS = 25_000;
/** Open streams per session (tabs, a reload whose old stream is not closed yet); a newer one closes the oldest. */
export const STREAMS_PER_SESSION = 3;
/** What the browser waits before reconnecting a dropped stream by itself (SSE `retry`). */
export const RETRY_MS = 3_000;

type OnChange = (version: number | null) => void;

export interface ChangeSource {
  /** `ready` resolves once a change committed from then on is sure to be reported. */
  subscribe(onChange: OnChange): { ready: Promise<void>; stop(): void };
}

/** PostgreSQL: the instance's change notices (every commit, on any instance, and every reconnect). */
export function noticesSource(notices: Pick<ChangeNotices, 'subscribe'>): ChangeSource {
  return {
    subscribe(onChange) {
      return { ready: Promise.resolve(), stop: notices.subscribe(onChange) };
    },
  };
}

/**
 * PGlite: the change version read every `everyMs` while anyone is subscribed (one primary-key
 * read; none while no stream is open). A failed read is tried again at the next tick.
 */
export function versionPolling(readVersion: () => Promise<number>, everyMs = POLL_MS): ChangeSource {
  const listeners = new Set<OnChange>();
  let timer: NodeJS.Timeout | undefined;
  let seen: Promise<number | null> = Promise.resolve(null);
  // Bumped when polling starts or stops, so a read in flight from before never schedules another.
  let generation = 0;
  async function tick(before: number | null) {
    const now = await readVersion().catch(() => before);
    if (before !== null && now !== null && now !== before) for (const l of [...listeners]) l(now);
    return now;
  }
  function schedule(gen: number) {
    timer = setTimeout(() => {
      if (gen !== generation) return;
      seen = seen.then(tick);
      void seen.finally(() => {
        if (gen === generation) schedule(gen);
      });
    }, everyMs);
    timer.unref();
  }
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) {
        // The first reading is the baseline: changes committed after it are reported.
        generation++;
        seen = readVersion().catch(() => null);
        schedule(generation);
      }
      return {
        ready: seen.then(() => undefined),
        stop() {
          if (!listeners.delete(onChange) || listeners.size > 0) return;
          generation++;
          clearTimeout(timer);
        },
      };
    },
  };
}

export function changeSourceFor(
  notices: Pick<ChangeNotices, 'subscribe'> | null,
  readVersion: () => Promise<number>,
): ChangeSource {
  return notices ? noticesSource(notices) : versionPolling(readVersion);
}

/** One open stream, as the route gives it to the hub. */
export interface LiveClient {
  /** Something changed (the highest version seen in the window, when known). */
  poke(version: number | null): void;
  /** Close the stream (sign-out, too many for the session, shutdown). */
  end(): void;
}

export interface LiveSync {
  /**
   * Registers a stream of the session `sessionKey` (the session token's hash); beyond
   * STREAMS_PER_SESSION the session's oldest is ended. `ready` resolves when changes from then on
   * will poke it; `close` unregisters it.
   */
  open(sessionKey: string, client: LiveClient): { ready: Promise<void>; close(): void };
  /** Ends every stream of a session (it signed out on this instance). */
  endSession(sessionKey: string): void;
  /** Ends every stream and refuses new ones (shutdown). */
  close(): void;
  /** Streams open now. */
  size(): number;
  /** How often each stream sends its heartbeat and checks its session. */
  readonly heartbeatMs: number;
}

export function liveSync(
  source: ChangeSource,
  { coalesceMs = COALESCE_MS, heartbeatMs = HEARTBEAT_MS }: { coalesceMs?: number; heartbeatMs?: number } = {},
): LiveSync {
  const sessions = new Map<string, LiveClient[]>();
  let count = 0;
  let closed = false;
  let subscription: { ready: Promise<void>; stop(): void } | null = null;
  let flushTimer: NodeJS.Timeout | undefined;
  let pending: { version: number | null } | null = null;

  function flush() {
    flushTimer = undefined;
    const poke = pending;
    pending = null;
    if (!poke) return;
    for (const clients of sessions.values()) for (const client of clients) client.poke(poke.version);
  }
  function onChange(version: number | null) {
    const highest = pending?.version ?? null;
    pending = { version: version === null ? highest : Math.max(version, highest ?? version) };
    flushTimer ??= setTimeout(flush, coalesceMs);
  }
  function remove(sessionKey: string, client: LiveClient) {
    const clients = sessions.get(sessionKey);
    const at = clients?.indexOf(client) ?? -1;
    if (!clients || at < 0) return;
    clients.splice(at, 1);
    count--;
    if (clients.length === 0) sessions.delete(sessionKey);
    if (count === 0) {
      subscription?.stop();
      subscription = null;
      clearTimeout(flushTimer);
      flushTimer = undefined;
      pending = null;
    }
  }

  function endSession(sessionKey: string) {
    for (const client of [...(sessions.get(sessionKey) ?? [])]) {
      remove(sessionKey, client);
      client.end();
    }
  }

  return {
    open(sessionKey, client) {
      if (closed) {
        client.end();
        return { ready: Promise.resolve(), close: () => {} };
      }
      const clients = sessions.get(sessionKey) ?? [];
      sessions.set(sessionKey, clients);
      clients.push(client);
      count++;
      subscription ??= source.subscribe(onChange);
      const ready = subscription.ready;
      while (clients.length > STREAMS_PER_SESSION) {
        const oldest = clients[0];
        if (!oldest) break;
        remove(sessionKey, oldest);
        oldest.end();
      }
      return { ready, close: () => remove(sessionKey, client) };
    },
    endSession,
    close() {
      closed = true;
      for (const key of [...sessions.keys()]) endSession(key);
    },
    size: () => count,
    heartbeatMs,
  };
}

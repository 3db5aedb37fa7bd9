/**
 * Change notices (docs/decisions/0025): one dedicated connection LISTENs on 'haul_changes',
 * where every raise of the change version is announced at commit (migration 0010). While it
 * listens, `token()` is a number that moves on every notice and on every (re)connect, so a cache
 * labelled with it is fresh without asking the database. While it does not (starting, or the
 * connection dropped and is being re-made), `token()` is null and callers read the version
 * themselves. `subscribe` hears the same: each notice with its version, and each (re)listen with
 * the version current then (whatever changed meanwhile is unknown); live sync pokes devices from
 * it (decision 0250).
 * Only for a PostgreSQL server: embedded PGlite has one connection and one process.
 */
import postgres from 'postgres';

export const CHANGE_CHANNEL = 'haul_changes';
/** First wait before re-listening after the connection dropped; doubles up to the cap. */
const RELISTEN_FIRST_MS = 100;
const RELISTEN_MAX_MS = 5_000;

export interface ChangeNotices {
  /** Moves on every announced change and every reconnect; null while not listening. */
  token(): number | null;
  /** Called on every notice (its change version) and every (re)listen (the version then); returns the unsubscribe. */
  subscribe(onChange: (version: number | null) => void): () => void;
  close(): Promise<void>;
}

export function listenForChanges(url: string): ChangeNotices {
  let token = 0;
  let listening = false;
  let closing = false;
  let retryMs = RELISTEN_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  const listeners = new Set<(version: number | null) => void>();
  const tell = (version: number | null) => {
    for (const listener of [...listeners]) listener(version);
  };
  // `onnotify` and `onclose` are the hooks postgres.js's own `listen()` is built on; using them
  // directly tells us when the connection drops, which `listen()` hides while it reconnects.
  const options = {
    max: 1,
    // 0: never closed for idleness or age (a LISTEN connection is idle by design).
    idle_timeout: 0,
    max_lifetime: 0,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: 'haul-api-change-notices' },
    onnotify: (channel: string, payload: string) => {
      if (channel !== CHANGE_CHANNEL) return;
      token++;
      const version = Number(payload);
      tell(Number.isSafeInteger(version) ? version : null);
    },
    onclose: () => {
      listening = false;
      token++;
      if (!closing) relistenLater();
    },
  };
  const client = postgres(url, options);

  async function listen() {
    try {
      await client.unsafe(`listen ${CHANGE_CHANNEL}`);
      // Whatever changed while no one listened is unknown: a new token retires every label.
      token++;
      listening = true;
      retryMs = RELISTEN_FIRST_MS;
      // Everything committed before now is at or below this version: a live device told of it
      // pulls what this connection may have missed (decision 0250).
      tell(await versionNow());
    } catch {
      if (!closing) relistenLater();
    }
  }
  async function versionNow(): Promise<number | null> {
    try {
      const [row] = await client.unsafe<{ version: string }[]>('select version::text from sync_version where id = 1');
      return row ? Number(row.version) : null;
    } catch {
      return null;
    }
  }
  function relistenLater() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(listen, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RELISTEN_MAX_MS);
  }
  void listen();

  return {
    token: () => (listening ? token : null),
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    async close() {
      closing = true;
      listening = false;
      clearTimeout(retryTimer);
      await client.end({ timeout: 1 });
    },
  };
}

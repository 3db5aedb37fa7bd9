/**
 * A small cache of server reads for the public booking wizard, in place of TanStack Query, which
 * cost the /booking island 13 KB of gzipped script for two reads (decision 0210). It keeps the
 * rules the wizard had under the app's query client (web/src/lib/query-client.ts, the spec's rules): no
 * retries, no refetch on focus or on a timer, an answer never goes stale by age; `invalidate()`
 * marks every answer stale, refetches the ones on screen now, and the rest when next shown.
 *
 * The staff app keeps TanStack Query; this is only for screens that ship on a static page.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';

interface ReadFlags {
  /** A request is on its way (first load or refetch). */
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/** `isPending`: no answer yet (never loaded, or only failures so far); otherwise `data` is the last answer. */
export type ReadState<T> = ReadFlags & ({ isPending: true; data: undefined } | { isPending: false; data: T });

interface Entry<T> {
  state: ReadState<T>;
  stale: boolean;
  /** Components showing this key now. */
  watchers: number;
  /** The request in flight, if any: a later answer never overwrites a newer request's. */
  request: number;
}

const IDLE: ReadState<never> = {
  isPending: true,
  isFetching: false,
  isError: false,
  error: null,
  data: undefined,
};

export interface ReadCache<T> {
  /** The state for `key` (IDLE until something watches it). */
  get(key: string): ReadState<T>;
  subscribe(listener: () => void): () => void;
  /** Shows `key` on screen: loads it when it has no fresh answer. Returns the undo. */
  watch(key: string): () => void;
  fetch(key: string): Promise<void>;
  /** Every answer is out of date: refetch those on screen, the rest when next watched. */
  invalidate(): void;
}

export function createReadCache<T>(load: (key: string) => Promise<T>): ReadCache<T> {
  const entries = new Map<string, Entry<T>>();
  const listeners = new Set<() => void>();
  let requests = 0;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const entryOf = (key: string): Entry<T> => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { state: IDLE, stale: true, watchers: 0, request: 0 };
      entries.set(key, entry);
    }
    return entry;
  };
  const set = (entry: Entry<T>, state: ReadState<T>) => {
    entry.state = state;
    emit();
  };

  const fetch = async (key: string): Promise<void> => {
    const entry = entryOf(key);
    const request = ++requests;
    entry.request = request;
    entry.stale = false;
    set(entry, { ...entry.state, isFetching: true });
    try {
      const data = await load(key);
      if (entry.request === request)
        set(entry, { data, isPending: false, isError: false, error: null, isFetching: false });
    } catch (error) {
      if (entry.request === request) set(entry, { ...entry.state, isError: true, error, isFetching: false });
    }
  };

  return {
    get: (key) => entries.get(key)?.state ?? IDLE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch(key) {
      const entry = entryOf(key);
      entry.watchers++;
      if (entry.stale && !entry.state.isFetching) void fetch(key);
      return () => {
        entry.watchers--;
      };
    },
    fetch,
    invalidate() {
      for (const [key, entry] of entries) {
        entry.stale = true;
        if (entry.watchers > 0) void fetch(key);
      }
    },
  };
}

/** The state of `key` in `cache`, loading it while shown; `key` null: nothing is asked for yet. */
export function useRead<T>(cache: ReadCache<T>, key: string | null): ReadState<T> & { refetch(): void } {
  const state = useSyncExternalStore(
    cache.subscribe,
    () => (key === null ? IDLE : cache.get(key)),
    () => IDLE,
  );
  useEffect(() => (key === null ? undefined : cache.watch(key)), [cache, key]);
  const refetch = useCallback(() => {
    if (key !== null) void cache.fetch(key);
  }, [cache, key]);
  return { ...state, refetch };
}

/**
 * Gives staff screens the signed-in user's offline database and sync engine. One engine per
 * user per page lifetime; it starts on first use, asks for persistent storage, and resumes by
 * itself when the user comes back signed in after a 401.
 */
import type { MutatorArgs, MutatorName, User } from '@haul/shared';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { databaseName, OfflineDb } from './db.ts';
import { SyncEngine } from './engine.ts';
import { mutate } from './outbox.ts';

interface Offline {
  db: OfflineDb;
  engine: SyncEngine;
  user: User;
}

const engines = new Map<string, { db: OfflineDb; engine: SyncEngine; stop: (() => void) | null }>();
const OfflineContext = createContext<Offline | null>(null);

function engineFor(user: User) {
  let entry = engines.get(user.id);
  if (!entry) {
    const db = new OfflineDb(databaseName(user.id));
    const storage = typeof localStorage === 'undefined' ? null : localStorage;
    entry = { db, engine: new SyncEngine({ db, userId: user.id, storage }), stop: null };
    engines.set(user.id, entry);
    // Ask once per sign-in that the browser keep our data under storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
  }
  return entry;
}

export function OfflineProvider({ user, children }: { user: User; children: ReactNode }) {
  const entry = engineFor(user);
  useEffect(() => {
    if (!entry.stop) entry.stop = entry.engine.start();
    if (entry.engine.status.get().phase === 'needs-sign-in') void entry.engine.resume();
  }, [entry]);
  return (
    <OfflineContext.Provider value={{ db: entry.db, engine: entry.engine, user }}>{children}</OfflineContext.Provider>
  );
}

export function useOffline(): Offline {
  const value = useContext(OfflineContext);
  if (!value) throw new Error('useOffline outside OfflineProvider');
  return value;
}

export function useSyncStatus() {
  const { engine } = useOffline();
  return useSyncExternalStore(engine.status.subscribe, engine.status.get, engine.status.get);
}

/** Writes through the outbox, then nudges the engine to send it now if it can. */
export function useMutate() {
  const { db, engine } = useOffline();
  return async <N extends MutatorName>(name: N, args: MutatorArgs<N>) => {
    const id = await mutate(db, name, args);
    void engine.syncNow();
    return id;
  };
}

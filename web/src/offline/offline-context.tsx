/**
 * Gives staff screens the signed-in user and their sync engine; the user's device database stays
 * inside `web/src/offline` (screens read it through `queries/`, write through `useMutate`). The device runs
 * one engine, for the user signed in now: when another user signs in, or this one signs out,
 * the engine is disposed (no trigger fires again, a sync in flight is waited for) and that
 * user's local data is removed, except an unsynced outbox (hand-over.ts, decision 0053). It
 * asks for persistent storage, and resumes by itself when the user comes back after a 401.
 */
import type { MutatorArgs, MutatorName, User } from '@haul/shared';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { databaseName, OfflineDb } from './db.ts';
import { SyncEngine } from './engine.ts';
import { forgetUserData, type Leftover } from './hand-over.ts';
import { mutate } from './outbox.ts';

/** What a screen may hold: who is signed in and their sync engine (status, Sync now). */
export interface Offline {
  engine: SyncEngine;
  user: User;
}

interface Device extends Offline {
  db: OfflineDb;
}

interface DeviceSession {
  userId: string;
  db: OfflineDb;
  engine: SyncEngine;
  started: boolean;
}

const OfflineContext = createContext<Device | null>(null);
const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The one signed-in user's engine on this page; never two at once. */
let current: DeviceSession | null = null;

async function endDeviceSession(session: DeviceSession): Promise<Leftover> {
  await session.engine.dispose();
  return forgetUserData(session.db, session.userId, browserStorage());
}

function sessionFor(user: User): DeviceSession {
  if (current?.userId === user.id) return current;
  // Another user signed in without the previous one signing out here (the admin gate, another tab).
  if (current) void endDeviceSession(current);
  const db = new OfflineDb(databaseName(user.id));
  const engine = new SyncEngine({ db, userId: user.id, storage: browserStorage() });
  current = { userId: user.id, db, engine, started: false };
  // Ask once per sign-in that the browser keep our data under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
  return current;
}

/**
 * Sign-out, step one: stop syncing for this user before the session ends. Step two
 * (`forget()`, after the server sign-out and leaving the staff screens) removes their data.
 */
export async function stopSyncForSignOut(): Promise<{ forget: () => Promise<Leftover> }> {
  const session = current;
  current = null;
  if (!session) return { forget: async () => 'nothing' };
  await session.engine.dispose();
  return { forget: () => forgetUserData(session.db, session.userId, browserStorage()) };
}

export function OfflineProvider({ user, children }: { user: User; children: ReactNode }) {
  const session = sessionFor(user);
  useEffect(() => {
    if (!session.started) {
      session.started = true;
      session.engine.start();
    }
    if (session.engine.status.get().phase === 'needs-sign-in') void session.engine.resume();
  }, [session]);
  return (
    <OfflineContext.Provider value={{ db: session.db, engine: session.engine, user }}>
      {children}
    </OfflineContext.Provider>
  );
}

function useDevice(): Device {
  const value = useContext(OfflineContext);
  if (!value) throw new Error('useOffline outside OfflineProvider');
  return value;
}

export function useOffline(): Offline {
  const { user, engine } = useDevice();
  return { user, engine };
}

/**
 * The signed-in user's device database, for `web/src/offline` only (its queries and hooks); a
 * lint rule keeps screens from importing it, so every read has one home in `queries/`.
 */
export function useDeviceDb(): OfflineDb {
  return useDevice().db;
}

export function useSyncStatus() {
  const { engine } = useOffline();
  return useSyncExternalStore(engine.status.subscribe, engine.status.get, engine.status.get);
}

/** Writes through the outbox, then nudges the engine to send it now if it can. */
export function useMutate() {
  const { db, engine } = useDevice();
  return async <N extends MutatorName>(name: N, args: MutatorArgs<N>) => {
    const id = await mutate(db, name, args);
    void engine.syncNow();
    return id;
  };
}

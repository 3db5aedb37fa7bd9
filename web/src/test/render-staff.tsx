/**
 * `renderStaff()`: the one way to test a staff screen below e2e (docs/testing.md). It opens the
 * real app — router, react-query client, the staff shell with its sign-in check, the offline
 * provider, sync status bar and notices — on a device whose IndexedDB is fake-indexeddb, as a
 * person signed in on that phone, and hands back Testing Library's screen queries and a user-event.
 *
 * The network is the test's to set, as a phone's is:
 * - default, **offline**: no signal at all. `navigator.onLine` is false and every request fails as
 *   a browser's does with no network; the app opens as the person this phone last signed in as
 *   (the session code's offline path) and everything it shows comes from the device database.
 * - `online`: the real API (`startApi()` from offline/testing) answers every request, with the
 *   session cookie of `signInOnline()`. Switch the signal with `goOffline()` / `goOnline()`.
 *
 * Nothing of the app is replaced: the GPS (`position`) is the only device part given a fixed value.
 */
import { randomUUID } from 'node:crypto';
import { SYNCED_TABLE_NAMES, type User } from '@haul/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { StaffShell } from '../components/staff-shell/staff-shell.tsx';
import { useNotices } from '../components/ui/notice-store.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../lib/session.ts';
import { LAST_SYNCED_AT } from '../offline/apply-pull.ts';
import { databaseName, getMeta, OfflineDb, setMeta } from '../offline/db.ts';
import { stopSyncForSignOut } from '../offline/offline-context.tsx';
import { type PASSWORDS, signIn, type TestApi } from '../offline/testing/api-server.ts';

export interface GpsFix {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface RenderStaffOptions {
  /** Where the app opens (default `/today`). */
  path?: string;
  /**
   * Offline: who last signed in on this phone, `'crew'` (with an employee), `'admin'`, or a user.
   * Ignored with `online` (the server says who is signed in).
   */
  as?: 'crew' | 'admin' | User;
  /** The real API and a session on it (`signInOnline()`); unset, the phone has no network. */
  online?: OnlineSession;
  /** With `online`: false opens the app with no signal (it has one later with `goOnline()`). */
  signal?: boolean;
  /**
   * Fills the signed-in person's device database before the app opens (rows: offline/testing/rows.ts).
   * Server rows on a phone came from a pull, so a device given any counts as synced once (its own
   * changes alone do not: "Last synced: never").
   */
  device?: (db: OfflineDb, user: User) => Promise<unknown>;
  /** The phone's GPS: a fix, `'denied'`, or unset (still looking). */
  position?: GpsFix | 'denied';
  /** Render this inside the staff frame instead of the app's page at `path`. */
  ui?: ReactElement;
  /**
   * The phone's clock (an ISO time): "today" for rosters and the day's jobs. Only `Date` is fixed;
   * timers run as usual. Unset: the real clock (for screens that do not depend on the day).
   */
  now?: string;
}

export interface OnlineSession {
  api: TestApi;
  cookie: string;
  user: User;
}

/** Signs `role` in on the test API; pass the result as `online`. */
export async function signInOnline(api: TestApi, role: keyof typeof PASSWORDS): Promise<OnlineSession> {
  const cookie = await signIn(api, role);
  const res = await fetch(`${api.url}/api/auth/session`, { headers: { cookie } });
  const { user } = (await res.json()) as { user: User };
  return { api, cookie, user };
}

/** A person for an offline phone: a crew member with an employee record, or an admin. */
export function staffUser(role: 'crew' | 'admin', overrides: Partial<User> = {}): User {
  return {
    id: randomUUID(),
    username: role === 'admin' ? 'admin' : 'crew',
    role: role === 'admin' ? 'admin' : 'crew',
    employeeId: role === 'admin' ? null : randomUUID(),
    createdAt: '2026-01-05T12:00:00.000Z',
    ...overrides,
  };
}

// ---- the device: signal, requests, GPS -------------------------------------------------------

/** Between renders the test itself has the network (to seed the test API); a render sets its own. */
let online = true;
let session: OnlineSession | null = null;

function setSignal(next: boolean) {
  online = next;
  window.dispatchEvent(new Event(next ? 'online' : 'offline'));
}

const nodeFetch = globalThis.fetch;

/**
 * The app's requests (relative URLs, as on the real site): no signal, the browser's TypeError;
 * with signal, the test API answers with the session's cookie. The tests' own calls to the test
 * API (absolute URLs) go straight through.
 */
async function deviceFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (/^https?:/.test(url)) return nodeFetch(input, init);
  if (!online || !session) throw new TypeError('Failed to fetch');
  const request = new Request(new URL(url, session.api.url), init);
  const headers = new Headers(request.headers);
  headers.set('cookie', session.cookie);
  headers.set('origin', session.api.url);
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  return nodeFetch(request.url, { method: request.method, headers, body });
}

function installGps(position: RenderStaffOptions['position']) {
  const geolocation: Geolocation = {
    watchPosition(success, failure) {
      queueMicrotask(() => {
        if (position === 'denied')
          failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        else if (position) success({ coords: { ...position }, timestamp: Date.now() } as GeolocationPosition);
      });
      return 1;
    },
    getCurrentPosition(success, failure) {
      this.watchPosition(success, failure);
    },
    clearWatch() {},
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
vi.stubGlobal('fetch', deviceFetch);

// ---- render ------------------------------------------------------------------------------------

export async function renderStaff(options: RenderStaffOptions = {}) {
  const { path = '/today', ui } = options;
  session = options.online ?? null;
  online = Boolean(session) && options.signal !== false;
  const as = options.as ?? 'crew';
  const user = session?.user ?? (typeof as === 'string' ? staffUser(as) : as);
  // This phone signed in before: offline, the app trusts the last person it saw (lib/session.ts).
  localStorage.setItem('haul.lastUser', JSON.stringify(user));
  if (options.device) {
    const db = new OfflineDb(databaseName(user.id));
    await options.device(db, user);
    // A row with `_pending` is the phone's own change, not one a pull brought.
    const pulled = await Promise.all(
      SYNCED_TABLE_NAMES.map(async (t) => (await db.synced(t).toArray()).some((r) => !r._pending)),
    );
    if (pulled.some(Boolean) && !(await getMeta(db, LAST_SYNCED_AT)))
      await setMeta(db, LAST_SYNCED_AT, '2026-01-05T12:00:00.000Z');
    db.close();
  }
  installGps(options.position);
  if (options.now) vi.useFakeTimers({ toFake: ['Date'], now: new Date(options.now) });

  const queryClient = createQueryClient();
  const tree = ui ? (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<StaffShell />}>
          <Route path={path.split('?')[0]} element={ui} />
        </Route>
        <Route path="*" element={<p>Left the staff screens for {path}</p>} />
      </Routes>
    </QueryClientProvider>
  ) : (
    <App queryClient={queryClient} />
  );
  const events = userEvent.setup();
  const view = render(<MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>);
  // Up once the signed-in person's sync status shows (or a page outside the shell, e.g. sign-in).
  await waitFor(() => {
    if (!screen.queryByRole('region', { name: 'Sync status' }) && !screen.queryByRole('heading', { level: 1 }))
      throw new Error('the app has not opened yet');
  });
  return {
    ...view,
    user,
    events,
    queryClient,
    /** The phone loses or regains its signal (the engine hears the browser's events). */
    goOffline: () => act(() => setSignal(false)),
    goOnline: () => act(() => setSignal(true)),
    /**
     * Another person signs in on this phone without the first signing out here (the admin gate,
     * another tab): the session changes as a sign-in's does.
     */
    signInAs: (next: User) =>
      act(() => {
        localStorage.setItem('haul.lastUser', JSON.stringify(next));
        queryClient.setQueryData(SESSION_QUERY_KEY, { user: next, offline: !online });
      }),
    /** The person's device database, to check what the screen wrote (close it when done). */
    deviceDb: () => new OfflineDb(databaseName(user.id)),
  };
}

afterEach(async () => {
  // Unmount first, then end the device session as a page close would, so no engine outlives its test.
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  const { forget } = await stopSyncForSignOut();
  await forget();
  vi.useRealTimers();
  localStorage.clear();
  useNotices.setState({ current: null });
  session = null;
  online = true;
});

/**
 * The signed-in staff member, from the server (`GET /api/auth/session`). The last known user is
 * remembered on the device so staff screens still open when the phone is offline; the server
 * stays the judge — the next request with an expired session answers 401 and the app asks the
 * crew member to sign in again.
 */
import { type RedeemSetupCode, type User, UserSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { ApiError, apiGetOrNullOn401, apiJson, apiRequest } from './api-client.ts';

const SessionResponse = z.object({ user: UserSchema });
const LAST_USER_KEY = 'haul.lastUser';
/** Set while a sign-out has not reached the server (offline): the cookie must not outlive it. */
const SIGN_OUT_PENDING_KEY = 'haul.signOutPending';
/**
 * Set when the server ended a session this phone did not sign out of (the office reset or
 * disabled the account, or it expired): the sign-in page says why.
 */
const SESSION_ENDED_KEY = 'haul.sessionEnded';
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User; offline: boolean }
  | { status: 'signed-out' };

function rememberUser(user: User | null) {
  if (typeof localStorage === 'undefined') return;
  if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(LAST_USER_KEY);
}

export function lastKnownUser(): User | null {
  if (typeof localStorage === 'undefined') return null;
  const parsed = UserSchema.safeParse(JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null'));
  return parsed.success ? parsed.data : null;
}

/** The username whose session the server ended without this phone signing out, if any. */
export function endedSessionUsername(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(SESSION_ENDED_KEY);
}

function markSessionEnded(username: string | null) {
  if (typeof localStorage === 'undefined') return;
  if (username) localStorage.setItem(SESSION_ENDED_KEY, username);
  else localStorage.removeItem(SESSION_ENDED_KEY);
}

function markSignOutPending(pending: boolean) {
  if (typeof localStorage === 'undefined') return;
  if (pending) localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
  else localStorage.removeItem(SIGN_OUT_PENDING_KEY);
}

let finishing: Promise<boolean> | null = null;

/**
 * Sends a sign-out made offline to the server. True when nothing is pending any
 * more (sent, or the server had no such session); false while there is no network. Runs when the
 * app opens, when the connection returns (`useFinishSignOutOnReconnect`) and before a new sign-in.
 */
export function finishPendingSignOut(): Promise<boolean> {
  if (typeof localStorage === 'undefined' || !localStorage.getItem(SIGN_OUT_PENDING_KEY)) return Promise.resolve(true);
  finishing ??= (async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      // The server answered (the session was gone already): done. No network: still pending.
      if (!(error instanceof ApiError)) return false;
    } finally {
      finishing = null;
    }
    markSignOutPending(false);
    return true;
  })();
  return finishing;
}

/**
 * The one listener for "the connection returned" while nobody is signed in on this phone (the
 * sync engine's own listener ends with the session): a pending sign-out goes at once, not at the
 * next app open, so the old session never outlives the phone's next minute of signal.
 */
export function useFinishSignOutOnReconnect() {
  useEffect(() => {
    const onOnline = () => void finishPendingSignOut();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}

async function fetchSession(): Promise<{ user: User | null; offline: boolean }> {
  // A sign-out made offline finishes first: the next person on this phone never gets that session.
  if (!(await finishPendingSignOut())) return { user: null, offline: true };
  try {
    const user = (await apiGetOrNullOn401(SessionResponse, '/api/auth/session'))?.user ?? null;
    // Signed in here before, and this phone did not sign out: the server ended the session.
    const before = lastKnownUser();
    if (!user && before) markSessionEnded(before.username);
    rememberUser(user);
    return { user, offline: false };
  } catch {
    // No network (or a captive portal): trust the last user this device saw, until the server says otherwise.
    return { user: lastKnownUser(), offline: true };
  }
}

/**
 * The last user this device saw, shown while the server is asked (decision 0212): a phone that
 * has a session opens its screens at once instead of waiting on the network, which with a weak
 * signal can take seconds. The server's answer replaces it (signed out: to the sign-in page).
 * Never after a sign-out on this phone, which forgets the last user (or is still pending).
 */
function lastUserWhileAsking(): { user: User; offline: boolean } | undefined {
  if (typeof localStorage === 'undefined' || localStorage.getItem(SIGN_OUT_PENDING_KEY)) return undefined;
  const user = lastKnownUser();
  return user ? { user, offline: typeof navigator !== 'undefined' && navigator.onLine === false } : undefined;
}

export function useSession(): SessionState {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, placeholderData: lastUserWhileAsking });
  if (!query.data) return { status: 'loading' };
  const { user, offline } = query.data;
  return user ? { status: 'signed-in', user, offline } : { status: 'signed-out' };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { username?: string; password: string }) => {
      // The previous person's sign-out goes first (the server also ends a session the sign-in carries).
      await finishPendingSignOut();
      return apiJson(SessionResponse, 'POST', '/api/auth/login', input);
    },
    onSuccess: ({ user }) => {
      rememberUser(user);
      markSessionEnded(null);
      markSignOutPending(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, { user, offline: false });
    },
  });
}

/** Redeems a one-time setup code with the person's own username and password; signs them in. */
export function useRedeemSetupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RedeemSetupCode) => {
      await finishPendingSignOut();
      return apiJson(SessionResponse, 'POST', '/api/auth/setup', input);
    },
    onSuccess: ({ user }) => {
      rememberUser(user);
      markSessionEnded(null);
      markSignOutPending(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, { user, offline: false });
    },
  });
}

/** Ends the session; the remembered last user goes at once, even when the server cannot be reached. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    // React Query would hold a mutation until the network returns; signing out must not wait.
    networkMode: 'always',
    mutationFn: async () => {
      markSignOutPending(true);
      await apiRequest('POST', '/api/auth/logout');
      markSignOutPending(false);
    },
    onSettled: () => {
      rememberUser(null);
      markSessionEnded(null);
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, offline: false });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}

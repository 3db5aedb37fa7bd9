/**
 * The signed-in staff member, from the server (`GET /api/auth/session`). The last known user is
 * remembered on the device so staff screens still open when the phone is offline; the server
 * stays the judge — the next request with an expired session answers 401 and the app asks the
 * crew member to sign in again.
 */
import { type RedeemSetupCode, type User, UserSchema } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiJson, apiRequest } from './api-client.ts';

const SessionResponse = z.object({ user: UserSchema });
const LAST_USER_KEY = 'haul.lastUser';
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

async function fetchSession(): Promise<{ user: User | null; offline: boolean }> {
  try {
    const { user } = await apiJson(SessionResponse, 'GET', '/api/auth/session');
    rememberUser(user);
    return { user, offline: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberUser(null);
      return { user: null, offline: false };
    }
    // No network (or a captive portal): trust the last user this device saw, until the server says otherwise.
    return { user: lastKnownUser(), offline: true };
  }
}

export function useSession(): SessionState {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
  if (!query.data) return { status: 'loading' };
  const { user, offline } = query.data;
  return user ? { status: 'signed-in', user, offline } : { status: 'signed-out' };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username?: string; password: string }) =>
      apiJson(SessionResponse, 'POST', '/api/auth/login', input),
    onSuccess: ({ user }) => {
      rememberUser(user);
      queryClient.setQueryData(SESSION_QUERY_KEY, { user, offline: false });
    },
  });
}

/** Redeems a one-time setup code with the person's own username and password; signs them in. */
export function useRedeemSetupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RedeemSetupCode) => apiJson(SessionResponse, 'POST', '/api/auth/setup', input),
    onSuccess: ({ user }) => {
      rememberUser(user);
      queryClient.setQueryData(SESSION_QUERY_KEY, { user, offline: false });
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSettled: () => {
      rememberUser(null);
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, offline: false });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}

import type { UserRole } from '@haul/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { PageMeta } from '../../../lib/page-meta.tsx';
import { useSignIn } from '../../../lib/session.ts';

/** Only same-site paths are followed after sign-in, never an absolute URL from the query. */
function safeNext(next: string | null, role: UserRole): string {
  if (next?.startsWith('/') && !next.startsWith('//')) return next;
  return role === 'admin' ? '/admin' : '/today';
}

/** Every staff member signs in here with their own account; staff screens then keep working offline. */
export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { username, password },
      { onSuccess: ({ user }) => navigate(safeNext(params.get('next'), user.role), { replace: true }) },
    );
  };
  // Offline, the request fails at once (decision 0016) instead of waiting for a connection.
  const error =
    signIn.error instanceof OfflineError
      ? 'You’re offline. Signing in needs a connection; try again when you have signal.'
      : signIn.error instanceof ApiError
        ? signIn.error.userMessage('Sign-in failed. Please try again.')
        : null;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <PageMeta title="Staff Sign In" description="Sign in to the staff app." path="/sign-in" noindex />
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-2xl font-bold text-slate-900">Staff Sign In</h1>
        <label className="block text-sm font-medium">
          Username
          <input
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label className="block text-sm font-medium">
          Password
          <input
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={signIn.isPending}
          className="w-full rounded-md bg-brand-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </main>
  );
}

import { type Login, LoginSchema, type UserRole } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { endedSessionUsername, useSignIn } from '../../../lib/session.ts';
import { AuthFormPage } from '../components/auth-form-page.tsx';

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
  const form = useForm<Login, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const errors = form.formState.errors;
  // Why this phone is here when nobody signed out of it.
  const [ended] = useState(endedSessionUsername);

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ user }) => navigate(safeNext(params.get('next'), user.role), { replace: true }),
    }),
  );
  // Offline, the request fails at once (decision 0016) instead of waiting for a connection.
  const error =
    signIn.error instanceof OfflineError
      ? 'You’re offline. Signing in needs a connection; try again when you have signal.'
      : signIn.error instanceof ApiError
        ? signIn.error.userMessage('Sign-in failed. Please try again.')
        : null;

  // No noValidate: an empty field is the browser's own "fill out this field", as it always was.
  return (
    <AuthFormPage
      title="Staff Sign In"
      description="Sign in to the staff app."
      path="/sign-in"
      onSubmit={onSubmit}
      submit={signIn.isPending ? 'Signing in...' : 'Sign In'}
      pending={signIn.isPending}
      after={
        <Link to="/setup" className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline">
          I have a setup code
        </Link>
      }
    >
      {ended && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">You were signed out ({ended}).</p>
          <p className="mt-1">
            The office reset or turned off your app access, or your sign-in expired. Sign in again, or ask the office
            for a new setup code.
          </p>
        </div>
      )}
      <TextField
        label="Username"
        autoComplete="username"
        required
        registration={form.register('username')}
        error={errors.username?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <FormError message={error} />
    </AuthFormPage>
  );
}

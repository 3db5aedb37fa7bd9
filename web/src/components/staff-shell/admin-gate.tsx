import { COMPANY, type Login, LoginSchema, type User } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { useSignIn } from '../../lib/session.ts';
import { FormError, TextField } from '../ui/form-field.tsx';
import { notify } from '../ui/notice-store.ts';

/**
 * The spec's password gate on /admin (title Admin, one password field, Enter submits,
 * 'Access Dashboard', 'Access Denied' / 'Invalid password'), but the password is checked by the
 * server: it signs in as the `admin` account (decision 0054). The staff shell shows it to a
 * signed-out visitor on its own, and to a signed-in crew member inside the frame with a line
 * saying the dashboard needs the admin password.
 */
export function AdminGate({ signedInAs }: { signedInAs: User | null }) {
  const Outer = signedInAs ? 'section' : 'main';
  const signIn = useSignIn();
  const form = useForm<Login, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: 'admin', password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    if (signIn.isPending) return;
    signIn.mutate(values, {
      onSuccess: () =>
        notify({ title: 'Access Granted', description: `Welcome to the ${COMPANY.name} Admin Dashboard` }),
      onError: (error) => {
        form.resetField('password');
        if (error instanceof ApiError && error.status === 429) {
          const message = error.userMessage('Too many sign-in attempts. Try again later.');
          notify({ title: 'Too Many Attempts', description: message, variant: 'destructive' });
        } else if (error instanceof ApiError && error.status === 401) {
          notify({ title: 'Access Denied', description: 'Invalid password', variant: 'destructive' });
        } else {
          notify({
            title: 'Error',
            description: 'Could not reach the server. Please try again.',
            variant: 'destructive',
          });
        }
      },
    });
  });

  return (
    <Outer
      aria-label={signedInAs ? 'Admin gate' : undefined}
      className={`flex items-center justify-center px-4 ${signedInAs ? 'py-8' : 'min-h-screen bg-slate-100'}`}
    >
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{COMPANY.name}</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">Admin</h1>
        </div>
        {signedInAs && signedInAs.role !== 'admin' && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            You are signed in as <strong>{signedInAs.username}</strong>. The dashboard is for admins only: enter the
            admin password to continue.
          </p>
        )}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          // The gate has one field; focusing it is the point of the page.
          autoFocus
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <FormError message={errors.root?.message} />
        <button
          type="submit"
          disabled={signIn.isPending || !password}
          className="min-h-12 w-full rounded-md bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          Access Dashboard
        </button>
      </form>
    </Outer>
  );
}

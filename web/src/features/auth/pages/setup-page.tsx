/**
 * /setup?code=…: a crew member opens the link the office gave them, picks a username and their
 * own password (8+ characters), and is signed in. The code works once, for 72 hours.
 */
import { type RedeemSetupCode, type RedeemSetupCodeInput, RedeemSetupCodeSchema } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRedeemSetupCode } from '../../../lib/session.ts';
import { AuthFormPage } from '../components/auth-form-page.tsx';

const FIELDS = ['code', 'username', 'password'] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

export default function SetupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redeem = useRedeemSetupCode();
  const form = useForm<RedeemSetupCode, unknown, RedeemSetupCodeInput>({
    resolver: zodResolver(RedeemSetupCodeSchema),
    defaultValues: { code: params.get('code') ?? '', username: '', password: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await redeem.mutateAsync(values);
      navigate('/today', { replace: true });
    } catch (error) {
      const fields = error instanceof ApiError ? error.envelope?.fields : undefined;
      for (const [key, message] of Object.entries(fields ?? {})) if (isField(key)) setError(key, { message });
    }
  });
  const failure =
    redeem.error instanceof ApiError ? redeem.error.userMessage('Setting up failed. Please try again.') : null;

  return (
    <AuthFormPage
      title="Set up your account"
      description="Set up your staff account."
      path="/setup"
      onSubmit={onSubmit}
      noValidate
      submit={redeem.isPending ? 'Setting up…' : 'Set password and sign in'}
      pending={redeem.isPending}
      after={
        <Link to="/sign-in" className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline">
          I already have an account: sign in
        </Link>
      }
    >
      <p className="text-sm text-slate-600">
        Choose the username and password you will sign in with on this phone. The setup code works once.
      </p>
      <TextField label="Setup code" registration={register('code')} error={errors.code?.message} autoComplete="off" />
      <TextField
        label="Username"
        registration={register('username')}
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
      />
      <TextField
        label="Password"
        type="password"
        registration={register('password')}
        error={errors.password?.message}
        hint="At least 8 characters."
        autoComplete="new-password"
      />
      <FormError message={Object.keys(errors).length ? null : failure} />
    </AuthFormPage>
  );
}

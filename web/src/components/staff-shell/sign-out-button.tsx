import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../lib/session.ts';

/** Ends the session on the server and goes to the sign-in page. */
export function SignOutButton({ className = '' }: { className?: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) })}
      disabled={signOut.isPending}
      className={`min-h-12 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 ${className}`}
    >
      {signOut.isPending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

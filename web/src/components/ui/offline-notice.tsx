/**
 * Said at once when a public form cannot reach us (decision 0016): no connection, nothing was sent,
 * what was typed is still there, and the phone number works without the internet.
 */
import { COMPANY } from '@haul/shared';
import { PhoneLink } from './phone-link.tsx';

export function OfflineNotice({ what }: { what: string }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">You’re offline — your {what} was not sent.</p>
      <p className="mt-1 text-sm">
        What you typed is kept on this page: send it again when you’re back online, or call us now at {COMPANY.phone}.
      </p>
      <PhoneLink className="mt-3" prefix="Call" />
    </div>
  );
}

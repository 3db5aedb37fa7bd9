/**
 * /more: who is signed in, the office's screens for admins (the phone tabs are the crew's), the
 * sync details, and Sign out (the phone's fifth tab).
 */
import { Link } from 'react-router-dom';
import { SignOutButton } from '../../../components/staff-shell/sign-out-button.tsx';
import { useDisplayName } from '../../../components/staff-shell/signed-in-person.tsx';
import { officeLinks } from '../../../components/staff-shell/staff-nav.ts';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { useOffline, useSyncStatus } from '../../../offline/offline-context.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

export default function MorePage() {
  const { user } = useOffline();
  const name = useDisplayName(user);
  const status = useSyncStatus();
  const office = officeLinks(user);
  return (
    <StaffPage title="More" description="Your account and sync details." path="/more" above={null}>
      <section className={`${card} mt-4`} aria-labelledby="account-heading">
        <h2 id="account-heading" className="text-xl font-semibold">
          Your account
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Name</dt>
          <dd className="font-medium">{name}</dd>
          <dt className="text-slate-600">Username</dt>
          <dd className="font-medium">{user.username}</dd>
          <dt className="text-slate-600">Role</dt>
          <dd className="font-medium">{user.role === 'admin' ? 'Admin' : 'Crew'}</dd>
        </dl>
      </section>
      {office.length > 0 && (
        <section className={`${card} mt-4 lg:hidden`} aria-labelledby="office-heading">
          <h2 id="office-heading" className="text-xl font-semibold">
            Office
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {office.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-12 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-brand-800 hover:bg-slate-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={`${card} mt-4`} aria-labelledby="sync-heading">
        <h2 id="sync-heading" className="text-xl font-semibold">
          Sync
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {status.online ? 'This phone is online.' : 'This phone is offline; changes are kept here and sent later.'} The
          sync status above shows what is waiting and when this phone last synced.
        </p>
      </section>
      <section className={`${card} mt-4`} aria-labelledby="sign-out-heading">
        <h2 id="sign-out-heading" className="text-xl font-semibold">
          Sign out
        </h2>
        <p className="mt-2 text-sm text-slate-700">Sign out when you hand this phone to someone else.</p>
        <SignOutButton className="mt-3" />
      </section>
    </StaffPage>
  );
}

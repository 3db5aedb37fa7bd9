/**
 * The frame of every staff screen (decision 0050): sign-in, the admins-only state, navigation
 * (bottom tabs on phones, a side list on desktops), the signed-in person, the sync status, the
 * update prompt and Sign out. Pages render only their own content (an h1 and sections) into the
 * <Outlet />; they never draw a header, navigation, sync bar or sign-out of their own.
 */
import { COMPANY, type User } from '@haul/shared';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { OfflineProvider, useOffline } from '../../offline/offline-context.tsx';
import { SyncStatusBar } from '../../offline/sync-status.tsx';
import { UpdatePrompt } from '../ui/update-prompt.tsx';
import { AdminGate } from './admin-gate.tsx';
import { RequireStaff } from './require-staff.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { SignedInPerson } from './signed-in-person.tsx';
import { ADMIN_GATE_PATH, desktopLinks, isAdminOnlyPath, phoneTabs } from './staff-nav.ts';

const sideLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-md px-3 text-sm font-semibold ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`;
const tabLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 flex-col items-center justify-center text-xs font-semibold ${
    isActive ? 'text-brand-800 bg-brand-50' : 'text-slate-700'
  }`;

function AdminsOnly() {
  return (
    <section className="mx-auto max-w-md py-12 text-center" aria-labelledby="admins-only">
      <h1 id="admins-only" className="text-2xl font-bold">
        Admins only
      </h1>
      <p className="mt-2 text-slate-600">
        This screen needs an admin account. Use the tabs below for your own screens, or ask the office.
      </p>
    </section>
  );
}

/** What a crew account sees on an admin path: the spec's gate on /admin, "Admins only" elsewhere. */
function Blocked({ user, pathname }: { user: User; pathname: string }) {
  return pathname === ADMIN_GATE_PATH ? <AdminGate signedInAs={user} /> : <AdminsOnly />;
}

/**
 * Where notices may start on a phone: below the header and the sync status, which
 * they covered for 5 s, and far from the punch button and tabs at the bottom. Published as
 * `--notices-top` for the notice viewport (components/ui/notices.tsx).
 */
function useNoticesBelow() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty('--notices-top', `${el.offsetTop + el.offsetHeight}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--notices-top');
    };
  }, []);
  return ref;
}

function Frame({ user }: { user: User }) {
  const { pathname } = useLocation();
  const statusRef = useNoticesBelow();
  const { engine } = useOffline();
  const blocked = isAdminOnlyPath(pathname) && user.role !== 'admin';
  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <aside className="hidden border-r border-slate-200 bg-white lg:flex lg:w-60 lg:shrink-0 lg:flex-col">
        <p className="px-4 pt-5 pb-3 text-xs font-semibold tracking-wide text-brand-700 uppercase">{COMPANY.name}</p>
        <nav aria-label="Staff screens" className="flex flex-col gap-1 px-2">
          {desktopLinks(user).map((link) => (
            // Dashboard (/admin) is the prefix of every office path: it is current only on itself.
            <NavLink key={link.to} to={link.to} end={link.to === ADMIN_GATE_PATH} className={sideLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 flex-1 pb-20 lg:pb-0">
        <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2">
          <SignedInPerson user={user} />
          <SignOutButton />
        </header>
        <div ref={statusRef} className="space-y-2 px-4 pt-3">
          <SyncStatusBar />
          <UpdatePrompt inline after={engine.firstSync} />
        </div>
        <main className="mx-auto max-w-6xl px-4 py-4">
          {blocked ? <Blocked user={user} pathname={pathname} /> : <Outlet />}
        </main>
      </div>
      <nav
        aria-label="Staff tabs"
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t border-slate-200 bg-white lg:hidden"
      >
        {phoneTabs(user).map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={tabLink}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

export function StaffShell() {
  const { pathname } = useLocation();
  return (
    <RequireStaff signedOut={pathname === ADMIN_GATE_PATH ? <AdminGate signedInAs={null} /> : undefined}>
      {(user) => (
        <OfflineProvider user={user}>
          <Frame user={user} />
        </OfflineProvider>
      )}
    </RequireStaff>
  );
}

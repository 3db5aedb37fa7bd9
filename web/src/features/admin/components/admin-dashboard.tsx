import { COMPANY } from '@haul/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../../lib/session.ts';
import { AppointmentsTab } from './appointments-tab.tsx';
import { ContactRequestsTab } from './contact-requests-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

const STAFF_LINKS = [
  { to: '/admin/appointments', label: 'Appointments' },
  { to: '/admin/timesheets', label: 'Timesheets' },
  { to: '/admin/review', label: 'Review queue' },
  { to: '/admin/needs-attention', label: 'Needs attention' },
  { to: '/crew', label: 'Crew Management' },
  { to: '/job-photos', label: 'Job Photos' },
  { to: '/time-tracking', label: 'Time Tracking' },
] as const;

/**
 * The global focus ring sits outside the element; the tab list scrolls sideways (overflow), which
 * clips it to stray bars above and below the tab. Tabs draw their ring inside instead: the dark
 * inner edge keeps 3:1 against white, the amber one against the dark (as the global ring does).
 */
const TAB_TRIGGER =
  'min-h-11 flex-1 shrink-0 border-b-2 border-transparent px-2 py-2.5 text-center text-sm sm:flex-none sm:px-4 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 focus-visible:-outline-offset-5 focus-visible:shadow-[inset_0_0_0_2px_#0f172a]';

/** The unlocked dashboard: staff links, Logout (back to the gate) and the three tabs. */
export function AdminDashboard() {
  const signOut = useSignOut();
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{COMPANY.name}</p>
            <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
          </div>
          <nav aria-label="Staff screens" className="flex flex-wrap items-center gap-2">
            {STAFF_LINKS.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                {link.label}
              </Link>
            ))}
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="min-h-11 rounded-md bg-slate-900 px-3 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
            >
              Logout
            </button>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-5">
        <Tabs.Root defaultValue="overview">
          <Tabs.List aria-label="Dashboard sections" className="mb-5 flex overflow-x-auto border-b border-slate-300">
            <Tabs.Trigger value="overview" className={TAB_TRIGGER}>
              Overview
            </Tabs.Trigger>
            <Tabs.Trigger value="contacts" className={TAB_TRIGGER}>
              Contact Requests
            </Tabs.Trigger>
            <Tabs.Trigger value="appointments" className={TAB_TRIGGER}>
              Appointments
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="contacts">
            <ContactRequestsTab />
          </Tabs.Content>
          <Tabs.Content value="appointments">
            <AppointmentsTab />
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </div>
  );
}

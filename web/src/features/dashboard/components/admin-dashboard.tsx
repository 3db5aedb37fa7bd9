import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContactRequestsTab } from './contact-requests-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

/** The office's desk (decisions 0035–0039); also in the shell's side navigation on desktops. */
const OFFICE_LINKS = [
  { to: '/admin/appointments', label: 'Appointments' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/timesheets', label: 'Timesheets' },
  { to: '/admin/review', label: 'Review queue' },
  { to: '/admin/needs-attention', label: 'Needs attention' },
  { to: '/admin/phone-booking', label: 'Phone booking' },
  { to: '/admin/calendar', label: 'Calendar' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/pricing', label: 'Price book' },
  { to: '/admin/money', label: 'Money' },
  { to: '/admin/compliance', label: 'Compliance' },
  { to: '/admin/loads', label: 'Loads' },
  { to: '/admin/trucks', label: 'Trucks' },
] as const;

/**
 * The global focus ring sits outside the element; the tab list scrolls sideways (overflow), which
 * clips it to stray bars above and below the tab. Tabs draw their ring inside instead: the dark
 * inner edge keeps 3:1 against white, the amber one against the dark (as the global ring does).
 */
const TAB_TRIGGER =
  'min-h-11 flex-1 shrink-0 border-b-2 border-transparent px-2 py-2.5 text-center text-sm sm:flex-none sm:px-4 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 focus-visible:-outline-offset-5 focus-visible:shadow-[inset_0_0_0_2px_#0f172a]';

/**
 * The dashboard's content, below its page frame's heading. The Appointments tab is the jobs
 * domain's searched list, which the page that composes the two hands in.
 */
export function AdminDashboard({ appointments }: { appointments: ReactNode }) {
  return (
    <>
      <section aria-label="Office" className="mb-5 flex flex-wrap gap-2">
        {OFFICE_LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="inline-flex min-h-12 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {link.label}
          </Link>
        ))}
      </section>
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
        <Tabs.Content value="appointments">{appointments}</Tabs.Content>
      </Tabs.Root>
    </>
  );
}

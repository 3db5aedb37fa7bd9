/**
 * The staff app's navigation. Phones get the five crew tabs at the bottom; desktops a side list
 * that, for admins, starts with the admin screens. `adminOnly` links are never shown to crews,
 * and the shell answers "admins only" when a crew opens one of those paths directly.
 */
import type { User } from '@haul/shared';

export interface StaffLink {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/** The dashboard keeps the spec's own password gate (decision 0054) instead of /sign-in. */
export const ADMIN_GATE_PATH = '/admin';

/** Paths only admins may open. */
export const ADMIN_ONLY_PATHS = ['/admin', '/crew', '/onboarding/manage'] as const;

export const isAdminOnlyPath = (pathname: string) =>
  ADMIN_ONLY_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Bottom navigation on phones (< 1024 px): the crew's five tabs. */
export const PHONE_TABS: StaffLink[] = [
  { to: '/today', label: 'Today' },
  { to: '/time-tracking', label: 'Clock' },
  { to: '/job-photos', label: 'Photos' },
  { to: '/onboarding', label: 'Training' },
  { to: '/more', label: 'More' },
];

/**
 * An admin's phone or iPad: the office (dashboard) and Crew/dispatch take the place
 * of Today and Training (an admin has no jobs of their own); More lists every office screen and
 * Training.
 */
const ADMIN_PHONE_TABS: StaffLink[] = [
  { to: '/admin', label: 'Office', adminOnly: true },
  { to: '/crew', label: 'Crew', adminOnly: true },
  { to: '/time-tracking', label: 'Clock' },
  { to: '/job-photos', label: 'Photos' },
  { to: '/more', label: 'More' },
];

export const phoneTabs = (user: User): StaffLink[] => (user.role === 'admin' ? ADMIN_PHONE_TABS : PHONE_TABS);

const DESKTOP_LINKS: StaffLink[] = [
  { to: '/admin', label: 'Dashboard', adminOnly: true },
  { to: '/admin/appointments', label: 'Appointments', adminOnly: true },
  { to: '/admin/customers', label: 'Customers', adminOnly: true },
  { to: '/admin/timesheets', label: 'Timesheets', adminOnly: true },
  { to: '/admin/review', label: 'Review queue', adminOnly: true },
  { to: '/admin/needs-attention', label: 'Needs attention', adminOnly: true },
  { to: '/admin/phone-booking', label: 'Phone booking', adminOnly: true },
  { to: '/admin/calendar', label: 'Calendar', adminOnly: true },
  { to: '/admin/messages', label: 'Messages', adminOnly: true },
  { to: '/admin/pricing', label: 'Price book', adminOnly: true },
  { to: '/admin/money', label: 'Money', adminOnly: true },
  { to: '/admin/compliance', label: 'Compliance', adminOnly: true },
  { to: '/admin/loads', label: 'Loads', adminOnly: true },
  { to: '/admin/trucks', label: 'Trucks', adminOnly: true },
  { to: '/crew', label: 'Crew', adminOnly: true },
  { to: '/today', label: 'Today' },
  { to: '/job-photos', label: 'Photos' },
  { to: '/time-tracking', label: 'Time' },
  { to: '/onboarding', label: 'Training' },
  { to: '/more', label: 'More' },
];

/**
 * The office's screens, for an admin below 1024 px: the phone tabs are the crew's,
 * so More lists these.
 */
export const officeLinks = (user: User): StaffLink[] =>
  user.role === 'admin' ? [...DESKTOP_LINKS.filter((l) => l.adminOnly), { to: '/onboarding', label: 'Training' }] : [];

/** Side navigation on desktops: admins get Dashboard and Crew (and no Today); crews get Today. */
export function desktopLinks(user: User): StaffLink[] {
  if (user.role === 'admin') return DESKTOP_LINKS.filter((l) => l.to !== '/today');
  return DESKTOP_LINKS.filter((l) => !l.adminOnly);
}

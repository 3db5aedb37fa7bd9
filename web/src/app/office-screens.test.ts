/**
 * Every office screen is rendered by a component test (docs/testing.md, "A component test"), not
 * only by end-to-end tests: each staff route of the route table is either in OFFICE_SCREENS with
 * the test file that opens it (by its path, with `renderStaff`) or named as one of the crew's
 * screens. A new staff route in neither list fails here until it has its test.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './routes.ts';

interface Screen {
  /** The test file that renders it, from web/src. */
  test: string;
  /** What else the file must name: the tabs of a tabbed screen, the admin of a shared one. */
  also?: string[];
}

const OFFICE_SCREENS: Record<string, Screen> = {
  '/admin': { test: 'app/pages/admin-page.test.tsx', also: ["'Contact Requests'", "'Appointments'"] },
  '/admin/appointments': { test: 'features/jobs/pages/appointments-page.test.tsx' },
  '/admin/appointments/:id': { test: 'app/pages/appointment-page.test.tsx' },
  '/admin/timesheets': { test: 'features/timesheets/pages/timesheets-page.test.tsx' },
  '/admin/review': { test: 'features/timesheets/pages/review-queue-page.test.tsx' },
  '/admin/pricing': { test: 'features/pricing/pages/pricing-page.test.tsx' },
  '/admin/money': { test: 'features/money/pages/money-page.test.tsx' },
  '/admin/compliance': { test: 'features/compliance/pages/compliance-page.test.tsx' },
  '/admin/trucks': { test: 'features/fleet/pages/trucks-page.test.tsx' },
  '/admin/loads': { test: 'features/fleet/pages/loads-page.test.tsx' },
  '/admin/needs-attention': { test: 'features/needs-attention/pages/needs-attention-held.test.tsx' },
  '/admin/phone-booking': { test: 'features/jobs/pages/phone-booking-page.test.tsx' },
  '/admin/calendar': { test: 'features/calendar/pages/calendar-page.test.tsx' },
  '/admin/customers': { test: 'features/customers/pages/customers-page.test.tsx' },
  '/admin/customers/:id': { test: 'features/customers/pages/customer-page.test.tsx' },
  '/admin/messages': { test: 'features/messages/pages/messages-page.test.tsx' },
  '/admin/messages/settings': { test: 'features/messages/pages/message-settings-page.test.tsx' },
  '/crew': { test: 'features/crew/pages/crew-page.test.tsx', also: ["'Employee Management'"] },
  '/onboarding/manage': { test: 'features/training/pages/training-manage-page.test.tsx' },
  '/time-tracking': { test: 'features/time-clock/pages/time-tracking-page.test.tsx', also: ["as: 'admin'"] },
  '/job-photos': { test: 'features/job-photos/pages/job-photos-page.test.tsx', also: ["as: 'admin'"] },
};

/** The crew's own screens, outside this rule (their component tests are beside them). */
const CREW_SCREENS = ['/today', '/today/load', '/jobs/:id/estimate', '/more', '/onboarding'];

const src = fileURLToPath(new URL('..', import.meta.url));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The route opened as a path in a test: `'/admin'`, `'/admin/money?month=…'`, `` `/admin/customers/${id}` ``. */
function opensPath(route: string): RegExp {
  const pattern = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '(\\$\\{[^}]+\\}|[\\w-]+)' : literal(part)))
    .join('/');
  return new RegExp(`path: ['"\`]${pattern}['"\`?]`);
}

describe('every office screen is rendered below end to end', () => {
  const staff = APP_ROUTES.filter((r) => r.staff).map((r) => r.path);

  it('each staff route is an office screen with its test, or one of the crew’s', () => {
    expect(staff.filter((path) => !(path in OFFICE_SCREENS) && !CREW_SCREENS.includes(path))).toEqual([]);
    expect([...Object.keys(OFFICE_SCREENS), ...CREW_SCREENS].filter((path) => !staff.includes(path))).toEqual([]);
  });

  it.each(Object.entries(OFFICE_SCREENS))('%s is opened by its test', (route, { test, also = [] }) => {
    const text = readFileSync(`${src}/${test}`, 'utf8');
    expect(text).toMatch(/\brenderStaff\(/);
    expect(text).toMatch(opensPath(route));
    for (const name of also) expect(text).toContain(name);
  });
});

/**
 * The route table. Every page is a lazy chunk, so the public bundle carries only the page being
 * viewed and staff screens never load on marketing pages. `load` is exported so the entry can
 * fetch the current page's chunk before hydrating the prerendered HTML.
 */
import { type ComponentType, createElement, lazy, useState } from 'react';
import { matchPath } from 'react-router-dom';

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  load: () => Promise<PageModule>;
  Page: ComponentType;
  /** Rendered inside the staff app shell (sign-in, navigation, sync status; decision 0050). */
  staff: boolean;
  /** Paths whose code loads once this page has rendered: the screen a tap away, ready offline. */
  preload?: readonly string[];
}

/**
 * A page that renders at once when its chunk has already loaded (the entry loads the current
 * page's chunk before the first render; a page visited before). `React.lazy` alone suspends on
 * every first render, since it cannot see that the import already settled, and React then holds
 * the revealed page back by up to 300 ms (its fallback throttle): most of a staff screen's
 * opening time on a phone (decision 0212). Which one renders is fixed per mount, so
 * a page never remounts (and loses what was typed) when its chunk arrives.
 */
export function lazyPage(load: () => Promise<PageModule>): Pick<AppRoute, 'load' | 'Page'> {
  let loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when this module loads, like `lazy()`; never during a render.
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return { load: loadAndKeep, Page };
}

const route = (path: string, load: () => Promise<PageModule>): AppRoute => ({
  path,
  ...lazyPage(load),
  staff: false,
});
const staffRoute = (
  path: string,
  load: () => Promise<PageModule>,
  options: Pick<AppRoute, 'preload'> = {},
): AppRoute => ({ ...route(path, load), staff: true, ...options });

export const NOT_FOUND_ROUTE = route('*', () => import('../features/public-site/pages/not-found-page.tsx'));

export const APP_ROUTES: AppRoute[] = [
  route('/', () => import('../features/public-site/pages/home-page.tsx')),
  route('/services', () => import('../features/public-site/pages/services-page.tsx')),
  route('/service-areas', () => import('../features/public-site/pages/service-areas-page.tsx')),
  route('/demolition', () => import('../features/public-site/pages/demolition-page.tsx')),
  route('/city/:slug', () => import('../features/public-site/pages/city-page.tsx')),
  route('/impact', () => import('../features/public-site/pages/impact-page.tsx')),
  route('/careers', () => import('../features/public-site/pages/careers-page.tsx')),
  route('/booking', () => import('../features/booking/pages/booking-page.tsx')),
  route('/sign-in', () => import('../features/auth/pages/sign-in-page.tsx')),
  route('/setup', () => import('../features/auth/pages/setup-page.tsx')),
  // The estimate screen is a tap away at the curb: its code loads with Today, so opening it offline waits for nothing.
  staffRoute('/today', () => import('../features/today/pages/today-page.tsx'), { preload: ['/jobs/_/estimate'] }),
  staffRoute('/today/load', () => import('../features/today/pages/load-page.tsx')),
  staffRoute('/jobs/:id/estimate', () => import('../features/estimate/pages/estimate-page.tsx')),
  staffRoute('/more', () => import('../features/account/pages/more-page.tsx')),
  staffRoute('/admin', () => import('./pages/admin-page.tsx')),
  staffRoute('/admin/appointments', () => import('../features/jobs/pages/appointments-page.tsx')),
  staffRoute('/admin/appointments/:id', () => import('./pages/appointment-page.tsx')),
  staffRoute('/admin/timesheets', () => import('../features/timesheets/pages/timesheets-page.tsx')),
  staffRoute('/admin/review', () => import('../features/timesheets/pages/review-queue-page.tsx')),
  staffRoute('/admin/pricing', () => import('../features/pricing/pages/pricing-page.tsx')),
  staffRoute('/admin/money', () => import('../features/money/pages/money-page.tsx')),
  staffRoute('/admin/compliance', () => import('../features/compliance/pages/compliance-page.tsx')),
  staffRoute('/admin/trucks', () => import('../features/fleet/pages/trucks-page.tsx')),
  staffRoute('/admin/loads', () => import('../features/fleet/pages/loads-page.tsx')),
  staffRoute('/admin/needs-attention', () => import('../features/needs-attention/pages/needs-attention-page.tsx')),
  staffRoute('/admin/phone-booking', () => import('../features/jobs/pages/phone-booking-page.tsx')),
  staffRoute('/admin/calendar', () => import('../features/calendar/pages/calendar-page.tsx')),
  staffRoute('/admin/customers', () => import('../features/customers/pages/customers-page.tsx')),
  staffRoute('/admin/customers/:id', () => import('../features/customers/pages/customer-page.tsx')),
  staffRoute('/admin/messages', () => import('../features/messages/pages/messages-page.tsx')),
  staffRoute('/admin/messages/settings', () => import('../features/messages/pages/message-settings-page.tsx')),
  staffRoute('/crew', () => import('../features/crew/pages/crew-page.tsx')),
  staffRoute('/job-photos', () => import('../features/job-photos/pages/job-photos-page.tsx')),
  staffRoute('/time-tracking', () => import('../features/time-clock/pages/time-tracking-page.tsx')),
  staffRoute('/onboarding', () => import('../features/training/pages/onboarding-page.tsx')),
  staffRoute('/onboarding/manage', () => import('../features/training/pages/training-manage-page.tsx')),
  NOT_FOUND_ROUTE,
];

export function matchAppRoute(pathname: string): AppRoute {
  return APP_ROUTES.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? NOT_FOUND_ROUTE;
}

/** True for paths rendered inside the staff shell. */
export function isShellPath(pathname: string): boolean {
  return APP_ROUTES.some((r) => r.staff && matchPath(r.path, pathname));
}

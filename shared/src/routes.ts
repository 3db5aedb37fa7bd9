/**
 * The site's routes, in one list that the web router, the prerenderer, the sitemap, robots.txt
 * and the server all read.
 */
export const CITY_SLUGS = ['atlanta', 'decatur', 'lithonia', 'lawrenceville', 'mcdonough', 'covington'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

/** Public pages: prerendered to static HTML at build time, listed in the sitemap. */
export const PUBLIC_PATHS = [
  '/',
  '/booking',
  '/services',
  '/service-areas',
  '/demolition',
  ...CITY_SLUGS.map((slug) => `/city/${slug}`),
  '/impact',
  '/careers',
] as const;

/** Staff screens: client-rendered from the app shell, kept out of search engines. */
export const STAFF_PATHS = [
  '/today',
  '/more',
  '/admin',
  '/crew',
  '/job-photos',
  // A job's estimate and signature (decision 0190): /jobs/:id/estimate.
  '/jobs',
  '/time-tracking',
  '/onboarding',
  '/sign-in',
  '/setup',
] as const;

export function isStaffPath(pathname: string): boolean {
  return STAFF_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The file a prerendered public path is written to inside the web build, e.g. /city/decatur → city/decatur/index.html. */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\/|\/$/g, '')}/index.html`;
}

export const APP_SHELL_FILE = 'app.html';
export const NOT_FOUND_FILE = '404.html';

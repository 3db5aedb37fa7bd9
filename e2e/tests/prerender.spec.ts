/**
 * What a crawler (or a phone before JavaScript arrives) gets: the raw HTML of every public
 * route, fetched without a browser, carries the page's h1, title, description, canonical URL,
 * Open Graph tags and the LocalBusiness JSON-LD, and its content (on /booking, the wizard's first
 * step, which its island's script later brings to life); plus sitemap.xml and robots.txt.
 */
import { COMPANY, PUBLIC_PATHS, STAFF_PATHS } from '@haul/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';

/** The fields of the wizard's first step (the date and window come on step 2). */
const BOOKING_STEP_ONE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'address',
  'leadSource',
  'serviceType',
  'description',
  'specialInstructions',
];

/** What a reader sees: the markup's text, without inline styles and scripts. */
const textOf = (html: string) =>
  html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const path of PUBLIC_PATHS) {
  test(`${path} is prerendered with its heading and head tags`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();

    const title = first(html, /<title>([^<]+)<\/title>/);
    expect(title, 'title').toContain(COMPANY.name);
    expect(first(html, /<meta name="description" content="([^"]{50,})"/), 'meta description').toBeTruthy();
    expect(first(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${COMPANY.siteUrl}${path === '/' ? '/' : path}`);
    expect(first(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
    expect(html).toContain('"@type":"LocalBusiness"');

    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? ''));
    expect(h1s, 'exactly one h1').toHaveLength(1);
    expect(h1s[0]?.length).toBeGreaterThan(10);
    expect(html).toContain(COMPANY.phoneHref);
    // Body content is there too, not just the heading: the page's text, or on /booking the wizard.
    if (path === '/booking') await expectBookingWizardIsland(request, html);
    else expect(textOf(html).length).toBeGreaterThan(1500);
  });
}

/**
 * /booking's content is the wizard, an island (decision 0018): its first step is in the HTML, and
 * its container names the module that hydrates it, which the server has.
 */
async function expectBookingWizardIsland(request: APIRequestContext, html: string) {
  const start = html.indexOf('<div data-island="booking-wizard"');
  expect(start, 'the booking wizard island').toBeGreaterThan(-1);
  const src = first(html.slice(start), /^<div[^>]* data-island-src="([^"]+)"/);
  expect(src, "the island's module").toMatch(/^\/assets\/booking-wizard-[\w-]+\.js$/);
  const module = await request.get(src ?? '');
  expect(module.status()).toBe(200);
  expect(module.headers()['content-type']).toMatch(/javascript/);

  const island = html.slice(start);
  const step = textOf(island);
  for (const text of ['Service Details', 'Date & Time', 'Confirmation', 'Tell Us About Your Project']) {
    expect(step, text).toContain(text);
  }
  for (const field of BOOKING_STEP_ONE_FIELDS)
    expect(island, field).toMatch(new RegExp(`<(input|select|textarea)[^>]* name="${field}"`));
  expect(island).toMatch(/<button type="submit"[^>]*>Continue<\/button>/);
}

test('every public page has its own title and description', async ({ request }) => {
  const heads = await Promise.all(
    PUBLIC_PATHS.map(async (path) => {
      const html = await (await request.get(path)).text();
      return { title: first(html, /<title>([^<]+)/), description: first(html, /name="description" content="([^"]+)/) };
    }),
  );
  expect(new Set(heads.map((h) => h.title)).size).toBe(PUBLIC_PATHS.length);
  expect(new Set(heads.map((h) => h.description)).size).toBe(PUBLIC_PATHS.length);
});

test('the LocalBusiness JSON-LD names the areas served, hours and phone, with no review stars', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const json = first(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '{}';
  const data = JSON.parse(json);
  expect(data['@type']).toBe('LocalBusiness');
  expect(data.telephone).toBe(COMPANY.phone);
  expect(data.areaServed.map((a: { name?: string }) => a.name)).toContain('Decatur, GA');
  expect(data.openingHoursSpecification[0]).toMatchObject({ opens: COMPANY.hours.opens, closes: COMPANY.hours.closes });
  expect(json).not.toMatch(/aggregateRating|"review"/);
});

test('sitemap.xml lists every public page and robots.txt keeps crawlers out of staff routes', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of PUBLIC_PATHS) expect(sitemap).toContain(`<loc>${COMPANY.siteUrl}${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of STAFF_PATHS) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toContain(`Sitemap: ${COMPANY.siteUrl}/sitemap.xml`);
});

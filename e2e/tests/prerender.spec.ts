/**
 * What a crawler (or a phone before JavaScript arrives) gets: the raw HTML of every public
 * route, fetched without a browser, carries the page's h1, title, description, canonical URL,
 * Open Graph tags and the LocalBusiness JSON-LD; plus sitemap.xml and robots.txt.
 */
import { COMPANY, PUBLIC_PATHS, STAFF_PATHS } from '@haul/shared';
import { expect, test } from '@playwright/test';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
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
    // The booking page's content belongs to another feature; only its title is checked here.
    if (path === '/booking') return;
    expect(first(html, /<meta name="description" content="([^"]{50,})"/), 'meta description').toBeTruthy();
    expect(first(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${COMPANY.siteUrl}${path === '/' ? '/' : path}`);
    expect(first(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
    expect(html).toContain('"@type":"LocalBusiness"');

    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? ''));
    expect(h1s, 'exactly one h1').toHaveLength(1);
    expect(h1s[0]?.length).toBeGreaterThan(10);
    // Body text is there too, not just the heading.
    expect(textOf(html).length).toBeGreaterThan(1500);
    expect(html).toContain(COMPANY.phoneHref);
  });
}

test('every marketing page has its own title and description', async ({ request }) => {
  const marketing = PUBLIC_PATHS.filter((path) => path !== '/booking');
  const heads = await Promise.all(
    marketing.map(async (path) => {
      const html = await (await request.get(path)).text();
      return { title: first(html, /<title>([^<]+)/), description: first(html, /name="description" content="([^"]+)/) };
    }),
  );
  expect(new Set(heads.map((h) => h.title)).size).toBe(marketing.length);
  expect(new Set(heads.map((h) => h.description)).size).toBe(marketing.length);
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

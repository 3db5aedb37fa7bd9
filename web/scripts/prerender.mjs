/**
 * Writes static HTML for every public route (heading and body text in the HTML the server
 * sends), the 404 page, sitemap.xml and robots.txt. Runs after `vite build` and `vite build --ssr`.
 *
 * Every public page uses static.html: a small enhancement script, no React (docs/decisions/0013);
 * React runs only in islands, the contact form and the booking wizard (decision 0018). Every page
 * gets its critical CSS inlined and the full stylesheet deferred (critical-css.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { criticalCss } from './critical-css.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssr = await import(pathToFileURL(path.join(webRoot, 'dist-ssr', 'entry-server.js')).href);
// The staff app's manifest belongs to the staff shell only: marketing pages should not offer to install it.
const readTemplate = (file) =>
  fs.readFileSync(path.join(dist, file), 'utf8').replace(/<link rel="manifest"[^>]*>\s*/, '');
const TEMPLATE = readTemplate('static.html');
fs.rmSync(path.join(dist, 'static.html'));
// Islands are build entries; the static script imports each by the URL written on its container.
// The booking wizard has a build of its own (web/vite.island.config.ts, decision 0211) and its own manifest.
const readManifest = (name) => JSON.parse(fs.readFileSync(path.join(dist, '.vite', name), 'utf8'));
const islandSrc = Object.fromEntries(
  [...Object.values(readManifest('manifest.json')), ...Object.values(readManifest('island-manifest.json'))]
    .filter((chunk) => chunk.isEntry && chunk.name && !chunk.src?.endsWith('.html'))
    .map((chunk) => [chunk.name, `/${chunk.file}`]),
);
fs.rmSync(path.join(dist, '.vite'), { recursive: true });
const inlineCriticalCss = criticalCss(dist);

/** With JavaScript off the header menu cannot open, so it is shown as a plain list (decision 0013). */
const NO_SCRIPT_MENU = `<noscript><style>
      [data-menu-toggle], [data-submenu-toggle] { display: none !important; }
      [data-site-header] > div { flex-wrap: wrap; }
      [data-menu-panel] { display: block !important; position: static !important; width: 100%; max-height: none !important; box-shadow: none !important; }
      [data-submenu-panel] { display: block !important; position: static !important; box-shadow: none !important; }
    </style></noscript>`;

/**
 * The icon inline, as a data: URL (the CSP allows data: images): browsers ask for the icon while
 * the page is painting, one more request on the way to the first paint (decision 0019).
 */
const faviconDataUrl = `data:image/svg+xml,${fs
  .readFileSync(path.join(dist, 'favicon.svg'), 'utf8')
  .trim()
  .replace(/"/g, "'")
  .replace(/[<>#%\n]/g, encodeURIComponent)}`;
const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

const jsonLd = `<script type="application/ld+json">${ssr.structuredData()}</script>`;

/** Tells each island's container where its code is (web/src/static/load-island.ts). */
function withIslandSources(body) {
  return body.replace(/<div data-island="([\w-]+)"/g, (tag, name) => {
    if (!islandSrc[name]) throw new Error(`no build entry for the island "${name}" (vite.config.ts ISLANDS)`);
    return `${tag} data-island-src="${islandSrc[name]}"`;
  });
}

async function page(head, body) {
  // Function replacers: a string replacement would treat '$$' or '$&' in page text as patterns.
  const html = TEMPLATE.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () =>
    withIslandSources(body),
  );
  const inlined = await inlineCriticalCss(html);
  if (!inlined.includes(FAVICON_LINK)) throw new Error('static.html lost its icon link');
  // The pages' script starts after the first paint, through the one inline script the CSP
  // allows by its hash (decision 0019); its module tag would be fetched during the paint.
  const moduleTag = /<script type="module"[^>]*? src="(\/assets\/static-[\w-]+\.js)"><\/script>\s*/;
  const src = moduleTag.exec(inlined)?.[1];
  if (!src) throw new Error('static.html lost its script');
  const loader = `<script data-src="${src}">${ssr.STATIC_SCRIPT_LOADER}</script>`;
  return inlined
    .replace(moduleTag, '')
    .replace(FAVICON_LINK, () => `<link rel="icon" href="${faviconDataUrl}" type="image/svg+xml">`)
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</body>', () => `${loader}\n  </body>`)
    .replace('</head>', () => `  ${NO_SCRIPT_MENU}\n  </head>`);
}

function write(file, content) {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

for (const route of ssr.PUBLIC_PATHS) {
  const { html, meta } = await ssr.render(route);
  if (!meta) throw new Error(`${route} rendered no <PageMeta>; every public page needs a title and description`);
  write(ssr.prerenderedFile(route), await page(`${ssr.renderHeadTags(meta)}\n    ${jsonLd}`, html));
}

const notFound = await ssr.render('/__not_found__');
write(ssr.NOT_FOUND_FILE, await page(ssr.renderHeadTags(notFound.meta), notFound.html));
// app.html (the staff shell) is a Vite entry of its own, final at build time so the service worker can precache it.

const site = ssr.COMPANY.siteUrl;
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${ssr.PUBLIC_PATHS.map(
    (p) => `  <url><loc>${site}${p === '/' ? '/' : p}</loc></url>`,
  ).join('\n')}\n</urlset>\n`,
);
write(
  'robots.txt',
  `User-agent: *\n${ssr.STAFF_PATHS.map((p) => `Disallow: ${p}`).join('\n')}\nDisallow: /api/\n\nSitemap: ${site}/sitemap.xml\n`,
);
console.log(`prerendered ${ssr.PUBLIC_PATHS.length} public pages, 404.html, sitemap.xml, robots.txt`);

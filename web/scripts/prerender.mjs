/**
 * Writes static HTML for every public route (heading and body text in the HTML the server
 * sends), the 404 page, sitemap.xml and robots.txt. Runs after `vite build` and `vite build --ssr`.
 *
 * Content pages use static.html (a small enhancement script, no React: docs/decisions/0013);
 * the booking page uses index.html (React hydrates the wizard). Every page gets its critical
 * CSS inlined and the full stylesheet deferred (critical-css.mjs).
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
const TEMPLATES = { hydrated: readTemplate('index.html'), static: readTemplate('static.html') };
// Pages where React runs in the browser; every other public page is static.
const HYDRATED_PATHS = new Set(['/booking']);
fs.rmSync(path.join(dist, 'static.html'));
const inlineCriticalCss = criticalCss(dist);

/** With JavaScript off the header menu cannot open, so it is shown as a plain list (decision 0013). */
const NO_SCRIPT_MENU = `<noscript><style>
      [data-menu-toggle], [data-submenu-toggle] { display: none !important; }
      [data-site-header] > div { flex-wrap: wrap; }
      [data-menu-panel] { display: block !important; position: static !important; width: 100%; max-height: none !important; box-shadow: none !important; }
      [data-submenu-panel] { display: block !important; position: static !important; box-shadow: none !important; }
    </style></noscript>`;

const jsonLd = `<script type="application/ld+json">${ssr.structuredData()}</script>`;

async function page(route, head, body) {
  const kind = HYDRATED_PATHS.has(route) ? 'hydrated' : 'static';
  // Function replacers: a string replacement would treat '$$' or '$&' in page text as patterns.
  const html = TEMPLATES[kind].replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
  const inlined = await inlineCriticalCss(html);
  if (kind !== 'static') return inlined;
  // The enhancement script's few imports need no head start over the page's own bytes.
  return inlined
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
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
  write(ssr.prerenderedFile(route), await page(route, `${ssr.renderHeadTags(meta)}\n    ${jsonLd}`, html));
}

const notFound = await ssr.render('/__not_found__');
write(ssr.NOT_FOUND_FILE, await page('/__not_found__', ssr.renderHeadTags(notFound.meta), notFound.html));
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

/**
 * Writes static HTML for every public route (heading and body text in the HTML the server
 * sends), the 404 page, sitemap.xml and robots.txt. Runs after `vite build` and `vite build --ssr`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssr = await import(pathToFileURL(path.join(webRoot, 'dist-ssr', 'entry-server.js')).href);
// The staff app's manifest belongs to the staff shell only: marketing pages should not offer to install it.
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace(/<link rel="manifest"[^>]*>\s*/, '');

const jsonLd = `<script type="application/ld+json">${ssr.structuredData()}</script>`;

function page(head, body) {
  // Function replacers: a string replacement would treat '$$' or '$&' in page text as patterns.
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
}

function write(file, content) {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

for (const route of ssr.PUBLIC_PATHS) {
  const { html, meta } = await ssr.render(route);
  if (!meta) throw new Error(`${route} rendered no <PageMeta>; every public page needs a title and description`);
  write(ssr.prerenderedFile(route), page(`${ssr.renderHeadTags(meta)}\n    ${jsonLd}`, html));
}

const notFound = await ssr.render('/__not_found__');
write(ssr.NOT_FOUND_FILE, page(ssr.renderHeadTags(notFound.meta), notFound.html));
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

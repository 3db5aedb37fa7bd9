/**
 * Build-time renderer: scripts/prerender.mjs calls `render(path)` for every public route and
 * writes the HTML with its head tags. Not shipped to browsers.
 */
import { PassThrough } from 'node:stream';
import {
  APP_SHELL_FILE,
  CITY_SLUGS,
  COMPANY,
  NOT_FOUND_FILE,
  PUBLIC_PATHS,
  prerenderedFile,
  STAFF_PATHS,
  STATIC_SCRIPT_LOADER,
} from '@haul/shared';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { BookingWizardRoot } from './features/booking/booking-wizard-root.tsx';
import { IslandMarkup } from './lib/island.tsx';
import { PageMetaCollector, type PageMetaValues } from './lib/page-meta.tsx';

export { renderHeadTags } from './lib/page-meta.tsx';
export { structuredData } from './lib/structured-data.ts';
export {
  APP_SHELL_FILE,
  CITY_SLUGS,
  COMPANY,
  NOT_FOUND_FILE,
  PUBLIC_PATHS,
  prerenderedFile,
  STAFF_PATHS,
  STATIC_SCRIPT_LOADER,
};

const ISLAND_RENDERERS = { 'booking-wizard': () => <BookingWizardRoot /> } as const;
const placeholder = (name: string) => `<!--island:${name}-->`;
/** React's separator between adjacent text nodes, needed only where React hydrates. */
const TEXT_SEPARATOR = /<!-- -->/g;

async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    element,
    // Never outline a Suspense boundary (the lazy contact form, say) into a <template> plus an
    // inline script that reveals it: the Content-Security-Policy blocks inline scripts, and the
    // boundary would stay pending and fall back to client rendering (React error #419).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(url: string): Promise<{ html: string; meta: PageMetaValues | null }> {
  const collector: { meta: PageMetaValues | null } = { meta: null };
  // Islands are rendered as roots of their own, the way the browser hydrates them (lib/island.tsx).
  // The page around them is never hydrated, so it loses React's text separators (bytes on the
  // way to the first paint); the islands keep theirs.
  const names = Object.keys(ISLAND_RENDERERS) as (keyof typeof ISLAND_RENDERERS)[];
  const islands = Object.fromEntries(names.map((name) => [name, placeholder(name)]));
  const page = await renderToHtml(
    <StrictMode>
      <PageMetaCollector.Provider value={collector}>
        <IslandMarkup.Provider value={islands}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </IslandMarkup.Provider>
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  let html = page.replace(TEXT_SEPARATOR, '');
  for (const name of names) {
    if (!html.includes(placeholder(name))) continue;
    const markup = await renderToHtml(ISLAND_RENDERERS[name]());
    html = html.replace(placeholder(name), () => markup);
  }
  return { html, meta: collector.meta };
}

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
} from '@haul/shared';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { PageMetaCollector, type PageMetaValues } from './lib/page-meta.tsx';

export { renderHeadTags } from './lib/page-meta.tsx';
export { structuredData } from './lib/structured-data.ts';
export { APP_SHELL_FILE, CITY_SLUGS, COMPANY, NOT_FOUND_FILE, PUBLIC_PATHS, prerenderedFile, STAFF_PATHS };

export async function render(url: string): Promise<{ html: string; meta: PageMetaValues | null }> {
  const collector: { meta: PageMetaValues | null } = { meta: null };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollector.Provider value={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PageMetaCollector.Provider>
    </StrictMode>,
    // Never outline a Suspense boundary (the lazy contact form, say) into a <template> plus an
    // inline script that reveals it: the Content-Security-Policy blocks inline scripts, and the
    // boundary would stay pending and fall back to client rendering (React error #419).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString('utf8'), meta: collector.meta };
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { matchAppRoute } from './app/routes.ts';
import './styles.css';

// The prerender defers the full stylesheet (web/scripts/critical-css.mjs); switch it on. The
// static pages' script does the same in static/deferred-styles.ts: not imported from here, so
// that tiny module does not become a chunk both entries must fetch.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
  link.media = link.dataset.beastiesMedia || 'all';
}
const container = document.getElementById('root') as HTMLElement;
// Load the current page's chunk first, so hydration matches the prerendered HTML at once.
await matchAppRoute(window.location.pathname).load();

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

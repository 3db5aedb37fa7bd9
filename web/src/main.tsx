import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { matchAppRoute } from './app/routes.ts';
import './styles.css';

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

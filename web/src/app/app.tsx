import { isStaffPath } from '@haul/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Notices } from '../components/ui/notices.tsx';
import { UpdatePrompt } from '../components/ui/update-prompt.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { APP_ROUTES } from './routes.ts';

/** New pages start at the top unless the link names an anchor. */
function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * Marks the document once React has hydrated (or rendered) the page, on every React page
 * including /booking. Tests (and anyone debugging a slow phone) can tell "HTML painted" from
 * "buttons work". Static content pages set the same marker from web/src/static/entry.ts.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const { pathname } = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTopOnNavigate />
      <HydratedMarker />
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Routes>
          {APP_ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
      <Notices />
      {/* Staff screens are the installable offline app; public pages never register the worker. */}
      {isStaffPath(pathname) && <UpdatePrompt />}
    </QueryClientProvider>
  );
}

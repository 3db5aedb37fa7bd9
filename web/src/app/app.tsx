import { isStaffPath } from '@haul/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { StaffShell } from '../components/staff-shell/staff-shell.tsx';
import { Notices } from '../components/ui/notices.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { UpdatePrompt } from '../components/ui/update-prompt.tsx';
import { useStaticPage } from '../lib/island.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useFinishSignOutOnReconnect } from '../lib/session.ts';
import { APP_ROUTES, type AppRoute, isShellPath, matchAppRoute } from './routes.ts';

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

/** A staff page, then the code of the pages it names as a tap away (`preload`). */
function StaffRoutePage({ route }: { route: AppRoute }) {
  useEffect(() => {
    for (const path of route.preload ?? []) void matchAppRoute(path).load();
  }, [route]);
  return <route.Page />;
}

/** `queryClient`: the component tests' own (src/test/render-staff.tsx); the app makes its one. */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { pathname } = useLocation();
  const staticPage = useStaticPage();
  useFinishSignOutOnReconnect();
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTopOnNavigate />
      <HydratedMarker />
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Routes>
          {APP_ROUTES.filter((r) => !r.staff).map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {/* One layout route: every staff screen renders inside the shell (decision 0050). */}
          <Route element={<StaffShell />}>
            {APP_ROUTES.filter((r) => r.staff).map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <Suspense fallback={<PageLoading />}>
                    <StaffRoutePage route={route} />
                  </Suspense>
                }
              />
            ))}
          </Route>
        </Routes>
      </Suspense>
      {/* On a prerendered static page only the islands are live, and each has its own notices. */}
      {!staticPage && <Notices />}
      {/* Staff screens are the installable offline app; public pages never register the worker.
          Inside the shell the prompt sits in the page flow; sign-in and setup get the floating one. */}
      {isStaffPath(pathname) && !isShellPath(pathname) && <UpdatePrompt />}
    </QueryClientProvider>
  );
}

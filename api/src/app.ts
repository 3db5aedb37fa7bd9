/**
 * Builds the Hono app from its dependencies. Nothing here listens on a port (server.ts does),
 * so tests call `app.request()` against a real database.
 */
import { Hono } from 'hono';
import { type AppEnv, loadSession } from './auth/middleware.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Sql } from './db/client.ts';
import { contactRequestsRepository } from './db/repositories/contact-requests.ts';
import { jobPhotosRepository } from './db/repositories/job-photos.ts';
import { sessionsRepository } from './db/repositories/sessions.ts';
import { syncRepository } from './db/repositories/sync.ts';
import { syncPullRepository } from './db/repositories/sync-pull.ts';
import { timeEntriesRepository } from './db/repositories/time-entries.ts';
import { usersRepository } from './db/repositories/users.ts';
import { bodyLimits } from './http/body-limits.ts';
import { socketAddress } from './http/client-address.ts';
import { errorBody, handleError } from './http/errors.ts';
import { createLogger, type Logger, requestLog } from './http/logger.ts';
import type { ClientAddress } from './http/rate-limit.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { authRoutes } from './routes/auth.ts';
import { contactRoutes } from './routes/contact.ts';
import { healthRoutes } from './routes/health.ts';
import { jobPhotoRoutes } from './routes/job-photos.ts';
import { timeTrackingRoutes } from './routes/time-tracking.ts';
import { authService } from './services/auth.ts';
import { contactService } from './services/contact.ts';
import { jobPhotosService } from './services/job-photos.ts';
import { timeClockService } from './services/time-clock.ts';
import { memoryPhotoStorage, type PhotoStorage } from './storage/photo-storage.ts';
import { serverMutators } from './sync/mutators.ts';
import { syncPullService } from './sync/pull.ts';
import { type SyncFaults, syncPushService } from './sync/push.ts';
import { syncRoutes } from './sync/routes.ts';
import { serveWeb } from './web/serve-web.ts';

export interface AppDeps {
  sql: Sql;
  clock?: Clock;
  logger?: Logger;
  /** Serve the built web app from this folder (pnpm start); omitted in API tests. */
  webDistDir?: string;
  /** Key for per-client rate limits; tests inject one to act as several clients. */
  clientAddress?: ClientAddress;
  /** Mark the session cookie Secure (production, behind HTTPS). */
  secureCookies?: boolean;
  /** Where photo bytes go; server.ts passes DATA_DIR/photos, tests a temp folder (default: memory). */
  photoStorage?: PhotoStorage;
  /** Fault injection for the sync fault tests only. */
  syncFaults?: SyncFaults;
  /** Rows per pull page (tests page small to exercise paging). */
  pullPageSize?: number;
}

export function createApp(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger(false);
  const clientAddress = deps.clientAddress ?? socketAddress;
  const contact = contactService(contactRequestsRepository(deps.sql), clock);
  const auth = authService(usersRepository(deps.sql), sessionsRepository(deps.sql), clock);
  const entries = timeEntriesRepository(deps.sql);
  const photosRepo = jobPhotosRepository(deps.sql);
  const timeClock = timeClockService(entries);
  const photos = jobPhotosService(deps.sql, photosRepo, deps.photoStorage ?? memoryPhotoStorage(), clock);
  const syncRepo = syncRepository(deps.sql);
  const push = syncPushService(deps.sql, syncRepo, serverMutators(timeClock, photosRepo), clock, deps.syncFaults);
  const pull = syncPullService(
    syncPullRepository(deps.sql, () => deps.syncFaults?.onPullSnapshot?.()),
    clock,
    deps.pullPageSize,
  );

  const api = new Hono<AppEnv>()
    .use(bodyLimits)
    .use(sameOriginWrites)
    .use(loadSession(auth))
    .route('/health', healthRoutes(deps.sql))
    .route('/auth', authRoutes(auth, clientAddress, deps.secureCookies ?? false))
    .route('/contact', contactRoutes(contact))
    .route(
      '/sync',
      syncRoutes(
        push,
        pull,
        (clientId, userId) => syncRepo.claim(clientId, userId, clock.now()),
        syncRepo.recentRejections,
      ),
    )
    .route('/job-photos', jobPhotoRoutes(photos))
    .route('/time-tracking', timeTrackingRoutes(deps.sql, entries, timeClock, clock));

  const app = new Hono();
  app.use(requestLog(logger));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404));
  if (deps.webDistDir) app.route('/', serveWeb(deps.webDistDir));
  app.onError((err, c) => handleError(err, c, logger.error));
  return app;
}
export type App = ReturnType<typeof createApp>;

/**
 * The only file that listens on a port: reads config, opens and migrates the database, seeds
 * demo data into an empty one (never in production), and serves the API and the built web app on one port.
 */
import http from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { listenForChanges } from './db/change-notices.ts';
import { currentVersion } from './db/change-version.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { impactRepository } from './db/repositories/impact.ts';
import { loadsRepository } from './db/repositories/loads.ts';
import { messagesRepository } from './db/repositories/messages.ts';
import { rateLimitsRepository } from './db/repositories/rate-limits.ts';
import { scheduledRunsRepository } from './db/repositories/scheduled-runs.ts';
import { sessionsRepository } from './db/repositories/sessions.ts';
import { staffAccountsRepository } from './db/repositories/staff-accounts.ts';
import { syncPullRepository } from './db/repositories/sync-pull.ts';
import { usersRepository } from './db/repositories/users.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { DEMO_CREW_ACCOUNT_OWNER } from './db/seed/demo-content.ts';
import { seedDemoLoads } from './db/seed/demo-loads.ts';
import { seedDemoMoney } from './db/seed/demo-money.ts';
import { censusGeocoder } from './geocoding/census.ts';
import { createLogger } from './http/logger.ts';
import { smtpChannel } from './messaging/smtp.ts';
import { twilioChannel } from './messaging/twilio.ts';
import { stripeProvider } from './payments/stripe.ts';
import { authService } from './services/auth.ts';
import { IMPACT_REFRESH_EVERY_MS, impactService } from './services/impact.ts';
import { maintenanceService, PURGE_INTERVAL_MS } from './services/maintenance.ts';
import { messageWorker } from './services/message-worker.ts';
import { scheduleOnce } from './services/scheduled-work.ts';
import { folderPhotoStorage } from './storage/photo-storage.ts';
import { s3PhotoStorage } from './storage/s3-photo-storage.ts';
import { changeSourceFor, liveSync } from './sync/live.ts';
import { purgeOldTombstones, TOMBSTONE_PURGE_EVERY_MS } from './sync/tombstone-purge.ts';

/**
 * How long a shutdown waits for requests in flight before closing their connections. Closing one
 * whose request is still running leaves its work done but unanswered, so the wait is as long as
 * a request may take: the supervisor's own stop timeout (systemd 90 s; set a container's to 70 s)
 * is the real deadline. At 10 s, 50 bookings on a 2-core machine at load 30 outlasted it
 * (2026-11-28: one was stored and never answered).
 */
const SHUTDOWN_GRACE_MS = 60_000;
/** How long a shutdown still takes in connections before closing the listener (see shutdown()). */
const LAST_CALL_MS = 250;
const SERVER_TIMEOUTS = { headersMs: 15_000, requestMs: 120_000, keepAliveMs: 5_000 };

const config = loadConfig();
const logger = createLogger(config.logRequests, config.logFormat);
const db = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
let seededNow = false;
if (config.seedDemoData) {
  const seeded = await seedDemoData(db.sql, new Date());
  if (seeded) logger.info(`Seeded demo data: ${seeded}`);
  seededNow = seeded !== null;
}

// The dev sign-in `crew` is the personal account of one named demo crew member (none without demo data).
const accounts = staffAccountsRepository(db.sql);
const crewOwnerId = await accounts.findEmployeeByName(
  DEMO_CREW_ACCOUNT_OWNER.firstName,
  DEMO_CREW_ACCOUNT_OWNER.lastName,
);
await authService(usersRepository(db.sql), sessionsRepository(db.sql), systemClock).ensureStaffAccounts(
  config.passwords,
  config.configuredPasswords,
  crewOwnerId,
);
const crewAccount = await usersRepository(db.sql).findByUsername('crew');
// Demo money (decision 0195): invoices and card payments for the demo's completed jobs, once, right
// after the demo data is first seeded (the invoices need the office's account as who issued them).
if (seededNow) {
  const office = await usersRepository(db.sql).findByUsername('admin');
  const money = office ? await seedDemoMoney(db.sql, office.id) : null;
  if (money) logger.info(`Seeded demo money: ${money}`);
  const loads = office ? await seedDemoLoads(db.sql, office.id, systemClock.now()) : null;
  if (loads) logger.info(`Seeded demo loads: ${loads}`);
}
const crewOwner = crewAccount?.employeeId ? await accounts.employeeName(crewAccount.employeeId) : null;

// Customer messages (docs/messages.md): a channel left unconfigured stores its messages as "not sent".
const mailer = config.messaging.smtp ? smtpChannel(config.messaging.smtp.url, config.messaging.smtp.from) : null;
const channels = {
  email: mailer,
  sms: config.messaging.twilio
    ? twilioChannel({
        ...config.messaging.twilio,
        statusCallback: `${config.messaging.publicUrl.replace(/\/$/, '')}/api/messages/twilio/status`,
      })
    : null,
};
const messages = messageWorker({
  repo: messagesRepository(db.sql),
  clock: systemClock,
  channels,
  publicUrl: config.messaging.publicUrl,
  quietHours: config.messaging.quietHours,
  onError: (error) => logger.error('message worker failed', String(error)),
});

// On a PostgreSQL server, caches learn of every committed change from a LISTEN connection.
const changeNotices = config.databaseUrl ? listenForChanges(config.databaseUrl) : null;
// Devices' live streams, poked from those notices (or, embedded, from the change version: decision 0250).
const live = liveSync(changeSourceFor(changeNotices, () => currentVersion(db.sql)));
for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
const app = createApp({
  sql: db.sql,
  changeNotices,
  live,
  logger,
  webDistDir: config.webDistDir,
  secureCookies: config.env === 'production',
  photoStorage: config.photoS3
    ? s3PhotoStorage(config.photoS3)
    : folderPhotoStorage(path.join(config.dataDir, 'photos')),
  crewsPerWindow: config.crewsPerWindow,
  relaxedLimits: config.relaxedLimits,
  geocoder: config.geocoder ? censusGeocoder(config.geocoder) : null,
  trustProxy: config.trustProxy,
  channels,
  messageWorker: messages,
  publicUrl: config.messaging.publicUrl,
  twilioAuthToken: config.messaging.twilio?.authToken ?? null,
  paymentProvider: config.stripe ? stripeProvider(config.stripe) : null,
});
messages.start();
/**
 * Requests whose handler is still running. A connection can end before its handler does (the
 * client gave up, or the shutdown swept it): the database closes only after these settle.
 */
const handling = new Set<Promise<unknown>>();
let stopping = false;
/** Set once the drain is over (every connection ended, or the grace ran out): the database closes next. */
let doorClosed = false;
const fetchTracked: typeof app.fetch = (request, ...rest) => {
  // While the shutdown drains, a request that still reaches us on an open connection is served:
  // it was sent before the client could know (a booking sent with 49 others, read after the
  // signal, was refused with a 503 the visitor would see as a failure). Idle connections are swept
  // every 50 ms, so the drain still ends. Once it is over the door is shut: such a request touches
  // nothing, and the client knows to try again.
  if (doorClosed) return new Response('Shutting down', { status: 503, headers: { connection: 'close' } });
  const answer = Promise.resolve(app.fetch(request, ...rest));
  handling.add(answer);
  void answer.finally(() => handling.delete(answer)).catch(() => {});
  return answer;
};

const server = serve({ fetch: fetchTracked, hostname: config.host, port: config.port }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  if (config.logFormat === 'json') {
    // Production: one JSON line a log service can read; never a password. Printed even with
    // LOG_REQUESTS=false (which quiets the request lines): the operator always sees it start.
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        msg: 'listening',
        detail: { host: config.host, port: info.port, database: where, env: config.env },
      }),
    );
    return;
  }
  console.log(
    `\n  Haul It All is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}/`,
  );
  console.log(`  Database: ${where}`);
  if (crewOwner) console.log(`  Sign-in "crew" is ${crewOwner}'s personal account (a crew member)`);
  if (config.usingDevPasswords) {
    // Print only development defaults, never a password that came from the environment.
    const roles = crewAccount ? (['admin', 'crew'] as const) : (['admin'] as const);
    const shown = roles.map((role) =>
      config.configuredPasswords[role]
        ? `${role} / (from ${role.toUpperCase()}_PASSWORD)`
        : `${role} / ${config.passwords[role]}`,
    );
    console.log(`  Dev sign-in: ${shown.join('   ')}`);
    console.log('  (set ADMIN_PASSWORD and CREW_PASSWORD for real passwords)\n');
  }
});
// A slow or stalled client cannot hold a connection open: headers within 15 s, the whole request
// (a 10 MB photo on a poor phone connection) within 2 minutes, idle keep-alive closed after 5 s.
if (server instanceof http.Server) {
  server.headersTimeout = SERVER_TIMEOUTS.headersMs;
  server.requestTimeout = SERVER_TIMEOUTS.requestMs;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveMs;
}

// Housekeeping: every instance ticks, one runs each turn (decision 0240).
const maintenance = maintenanceService(sessionsRepository(db.sql), rateLimitsRepository(db.sql), systemClock);
const claims = scheduledRunsRepository(db.sql);
const housekeepingLog = {
  ran: (job: string, ms: number) => logger.info('Housekeeping ran', { job, ms }),
  failed: (job: string, error: unknown) => logger.error(`Housekeeping ${job} failed`, String(error)),
};
const stopHousekeeping = [
  scheduleOnce(
    claims,
    {
      name: 'session-purge',
      everyMs: config.housekeepingEveryMs ?? PURGE_INTERVAL_MS,
      run: async () => {
        const n = await maintenance.purge();
        if (n.sessions || n.rateLimitWindows) logger.info('Purged ended sessions and old rate-limit windows', n);
      },
    },
    housekeepingLog,
  ),
  // The impact page's figures, recomputed from the loads once a day (decision 0202).
  scheduleOnce(
    claims,
    {
      name: 'impact-refresh',
      everyMs: config.housekeepingEveryMs ?? IMPACT_REFRESH_EVERY_MS,
      run: () => impactService(impactRepository(db.sql), loadsRepository(db.sql), systemClock).refresh(),
    },
    housekeepingLog,
  ),
  scheduleOnce(
    claims,
    {
      name: 'tombstone-purge',
      everyMs: config.housekeepingEveryMs ?? TOMBSTONE_PURGE_EVERY_MS,
      run: () => purgeOldTombstones(syncPullRepository(db.sql), systemClock),
    },
    housekeepingLog,
  ),
];

/**
 * SIGTERM/SIGINT: stop accepting connections, let the requests in flight finish (at most
 * SHUTDOWN_GRACE_MS), close the database (PGlite flushes to disk), exit. Nothing acknowledged is
 * lost, and nothing half-done is acknowledged.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, finishing the requests in flight`);
  for (const stop of stopHousekeeping) stop();
  // Live streams never end by themselves: end them, so their connections close with the rest.
  live.close();
  // Last call: connections the kernel has already completed wait in the listen queue until the
  // event loop takes them; closing the listener now would reset them, requests written and all.
  await new Promise((resolve) => setTimeout(resolve, LAST_CALL_MS));
  // close() stops accepting and resolves once every connection has ended; a keep-alive connection
  // ends once its response is written and it falls idle, so idle ones are swept until then.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => {
    if (server instanceof http.Server) server.closeIdleConnections();
  }, 50);
  if (server instanceof http.Server) server.closeIdleConnections();
  const graceOver = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
  await Promise.race([closed, graceOver]);
  doorClosed = true;
  clearInterval(sweep);
  if (server instanceof http.Server) server.closeAllConnections();
  let graceEnded = false;
  void graceOver.then(() => {
    graceEnded = true;
  });
  while (handling.size > 0 && !graceEnded) await Promise.race([Promise.allSettled([...handling]), graceOver]);
  // Sends in flight finish (each times out at 30 s); nothing new is claimed.
  await messages.stop();
  mailer?.close();
  await changeNotices?.close();
  await db.close();
  logger.info('Stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/**
 * The only file that listens on a port: reads config, opens and migrates the database, seeds
 * demo data into an empty one, and serves the API and the built web app on one port.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { sessionsRepository } from './db/repositories/sessions.ts';
import { staffAccountsRepository } from './db/repositories/staff-accounts.ts';
import { syncPullRepository } from './db/repositories/sync-pull.ts';
import { usersRepository } from './db/repositories/users.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { DEMO_CREW_ACCOUNT_OWNER } from './db/seed/demo-content.ts';
import { createLogger } from './http/logger.ts';
import { authService } from './services/auth.ts';
import { folderPhotoStorage } from './storage/photo-storage.ts';
import { s3PhotoStorage } from './storage/s3-photo-storage.ts';
import { scheduleTombstonePurge } from './sync/tombstone-purge.ts';

const config = loadConfig();
const logger = createLogger(config.logRequests);
const db = await openDatabase(config);
if (config.seedDemoData) {
  const seeded = await seedDemoData(db.sql, new Date());
  if (seeded) logger.info(`Seeded demo data: ${seeded}`);
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
const crewOwner = crewAccount?.employeeId ? await accounts.employeeName(crewAccount.employeeId) : null;

const app = createApp({
  sql: db.sql,
  logger,
  webDistDir: config.webDistDir,
  secureCookies: config.env === 'production',
  photoStorage: config.photoS3
    ? s3PhotoStorage(config.photoS3)
    : folderPhotoStorage(path.join(config.dataDir, 'photos')),
  crewsPerWindow: config.crewsPerWindow,
  relaxedLimits: config.relaxedLimits,
});
const stopTombstonePurge = scheduleTombstonePurge(syncPullRepository(db.sql), systemClock, (error) =>
  logger.error(`Tombstone purge failed: ${(error as Error).message}`),
);
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
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

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, shutting down`);
  stopTombstonePurge();
  server.close();
  // Closing PGlite flushes it to disk, so everything acknowledged survives a restart.
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

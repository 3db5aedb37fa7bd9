/**
 * The one place that reads the environment. Everything else receives a validated `Config`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@haul/shared';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Development sign-in created by `pnpm start` when no passwords are configured (see README). */
export const DEV_PASSWORDS = { admin: 'haul-admin-dev', crew: 'haul-crew-dev' } as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web', 'dist')),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CREW_PASSWORD: z.string().min(8).optional(),
  CREWS_PER_WINDOW: z.coerce.number().int().min(1).max(50).default(LIMITS.defaultCrewsPerWindow),
  /** Default: true, except in production, which never seeds demo data. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** Proxies to believe in X-Forwarded-For: a number of hops, or their addresses/CIDRs. */
  TRUST_PROXY: z.string().optional(),
  /** Set by the e2e server: every test there shares one loopback address. */
  E2E_RELAXED_LIMITS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Set by the e2e server only: texts are not held at night, so the run does not depend on the hour. */
  E2E_NO_QUIET_HOURS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Runs the scheduled housekeeping (session and tombstone purges) this often instead of their own
   * intervals (1 h, 6 h): for tests that watch several instances take turns. Refused in production.
   */
  HOUSEKEEPING_EVERY_MS: z.coerce.number().int().min(100).optional(),
  /** US Census geocoder base URL (https://geocoding.geo.census.gov); unset = no geocoding. */
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Keep photos in this S3 bucket instead of DATA_DIR/photos (credentials: the AWS SDK's usual variables). */
  PHOTO_S3_BUCKET: z.string().optional(),
  PHOTO_S3_ENDPOINT: z.string().url().optional(),
  PHOTO_S3_REGION: z.string().default('us-east-1'),
  PHOTO_S3_PREFIX: z.string().default('photos/'),
  /** Customer email (docs/messages.md): `smtp://user:pass@host:587` or `smtps://…`; unset = emails stored, not sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'Must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Haul It All Atlanta <hello@haulitallatl.com>'),
  /** Customer texts through Twilio; all three or none. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Twilio's API base (tests point it at a stand-in). */
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** Online card payments through Stripe: both or neither (unset = the card reader only). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API base (tests and e2e point it at a local stand-in). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** The address customers and Twilio reach this server at (unsubscribe links, webhook signatures). */
  PUBLIC_URL: z.string().url().optional(),
  /** `json`: one JSON object per line (default in production); `text`: readable lines. */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  webDistDir: string;
  passwords: { admin: string; crew: string };
  /** True when the passwords are the development defaults (printed at start-up). */
  usingDevPasswords: boolean;
  /** Which passwords came from the environment (those replace a stored one that differs). */
  configuredPasswords: { admin: boolean; crew: boolean };
  crewsPerWindow: number;
  /** Never true in production. */
  seedDemoData: boolean;
  trustProxy: TrustProxy;
  /** Per-address limits lifted for the e2e run, which signs in many times from one address. */
  relaxedLimits: boolean;
  logRequests: boolean;
  logFormat: 'json' | 'text';
  /** Overrides the housekeeping intervals (tests only); null: each job's own. */
  housekeepingEveryMs: number | null;
  /** Census geocoder for booked jobs' sites; null when GEOCODER_URL is unset. */
  geocoder: { baseUrl: string; timeoutMs: number } | null;
  /** Set when photos go to S3-compatible storage; unset keeps them under `dataDir/photos`. */
  photoS3: { bucket: string; endpoint: string | undefined; region: string; prefix: string } | undefined;
  /** Customer messages (docs/messages.md): a null channel stores its messages as "not sent". */
  messaging: {
    smtp: { url: string; from: string } | null;
    twilio: { accountSid: string; authToken: string; from: string; apiBase: string } | null;
    publicUrl: string;
    /** False only in the e2e run (E2E_NO_QUIET_HOURS). */
    quietHours: boolean;
  };
  /** Online card payments (decision 0194); null: no provider, the crew records the card reader. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | null;
  /** Printed at start-up: settings that work but are probably wrong. */
  warnings: string[];
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && (!e.ADMIN_PASSWORD || !e.CREW_PASSWORD)) {
    throw new Error('ADMIN_PASSWORD and CREW_PASSWORD must be set in production (at least 8 characters each).');
  }
  if (e.NODE_ENV === 'production' && e.SEED_DEMO_DATA === 'true') {
    throw new Error('SEED_DEMO_DATA=true is refused in production: demo data never goes into a real database.');
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${error instanceof Error ? error.message : String(error)}`);
  }
  if (e.NODE_ENV === 'production' && e.E2E_NO_QUIET_HOURS) {
    throw new Error('E2E_NO_QUIET_HOURS is for the e2e run only and is refused in production.');
  }
  if (e.NODE_ENV === 'production' && e.HOUSEKEEPING_EVERY_MS !== undefined) {
    throw new Error('HOUSEKEEPING_EVERY_MS is for tests only and is refused in production.');
  }
  if (e.NODE_ENV === 'production' && e.E2E_RELAXED_LIMITS) {
    throw new Error('E2E_RELAXED_LIMITS is for the e2e run only and is refused in production.');
  }
  const twilioSet = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean).length;
  if (twilioSet !== 0 && twilioSet !== 3)
    throw new Error(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three or none.',
    );
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither.',
    );
  if (e.NODE_ENV === 'production' && e.STRIPE_API_BASE)
    throw new Error('STRIPE_API_BASE is for tests (a local stand-in of Stripe) and is refused in production.');
  const warnings: string[] = [];
  if (e.NODE_ENV === 'production' && (e.SMTP_URL || twilioSet) && !e.PUBLIC_URL)
    warnings.push(
      'PUBLIC_URL is unset: unsubscribe links and SMS webhook signatures use http://HOST:PORT, which customers and Twilio cannot reach.',
    );
  if (e.NODE_ENV === 'production' && e.STRIPE_SECRET_KEY && !e.PUBLIC_URL)
    warnings.push(
      'PUBLIC_URL is unset: Stripe sends customers back after paying to http://HOST:PORT, which they cannot reach.',
    );
  if (e.NODE_ENV === 'production' && trustProxy === null)
    warnings.push(
      'TRUST_PROXY is unset: every client is keyed by the address that connects. Behind a reverse proxy (needed for HTTPS) that is the proxy, so all visitors share one rate limit. Set TRUST_PROXY to the proxy addresses (docs/decisions/0090).',
    );
  return {
    warnings,
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    passwords: { admin: e.ADMIN_PASSWORD ?? DEV_PASSWORDS.admin, crew: e.CREW_PASSWORD ?? DEV_PASSWORDS.crew },
    usingDevPasswords: !e.ADMIN_PASSWORD || !e.CREW_PASSWORD,
    configuredPasswords: { admin: Boolean(e.ADMIN_PASSWORD), crew: Boolean(e.CREW_PASSWORD) },
    crewsPerWindow: e.CREWS_PER_WINDOW,
    seedDemoData: e.NODE_ENV !== 'production' && e.SEED_DEMO_DATA !== 'false',
    trustProxy,
    relaxedLimits: e.E2E_RELAXED_LIMITS,
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV !== 'test',
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'text'),
    housekeepingEveryMs: e.HOUSEKEEPING_EVERY_MS ?? null,
    geocoder: e.GEOCODER_URL ? { baseUrl: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS } : null,
    messaging: {
      smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              apiBase: e.TWILIO_API_URL,
            }
          : null,
      publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`,
      quietHours: !e.E2E_NO_QUIET_HOURS,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : null,
    photoS3: e.PHOTO_S3_BUCKET
      ? {
          bucket: e.PHOTO_S3_BUCKET,
          endpoint: e.PHOTO_S3_ENDPOINT,
          region: e.PHOTO_S3_REGION,
          prefix: e.PHOTO_S3_PREFIX,
        }
      : undefined,
  };
}

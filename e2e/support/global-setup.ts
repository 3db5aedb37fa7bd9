/**
 * Starts the app the way `pnpm start` does (building the web app if needed), on a free port
 * with a throwaway embedded database, no demo data and a local geocoder stand-in, and stops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWithOneRetryOnRuntimeCrash } from '@haul/shared/test-processes';
import { startGeocoderStandIn } from './geocoder-stand-in.ts';
import { startMessageStandIn, TWILIO_STAND_IN } from './message-stand-in.ts';
import { scaled } from './time.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PASSWORDS = { admin: 'e2e-admin-password', crew: 'e2e-crew-password' };

function waitForUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`app did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`app exited with ${code}:\n${output}`)));
  });
}

/**
 * The app as `pnpm start` runs it, on a throwaway embedded database with no demo data and the
 * e2e passwords; `env` adds to that. Resolves once it serves, with its address and a stop.
 */
export function startApp(env: Record<string, string>) {
  return startWithOneRetryOnRuntimeCrash('the e2e app', () => startAppOnce(env));
}

async function startAppOnce(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_REQUESTS: 'false',
      ADMIN_PASSWORD: E2E_PASSWORDS.admin,
      CREW_PASSWORD: E2E_PASSWORDS.crew,
      E2E_RELAXED_LIMITS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(child, scaled(180_000)).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup() {
  const geocoder = await startGeocoderStandIn();
  const messages = await startMessageStandIn();
  const app = await startApp({
    GEOCODER_URL: geocoder.url,
    // Customer messages go to local stand-ins (docs/messages.md); texts are not held at night in the e2e run.
    SMTP_URL: messages.smtpUrl,
    TWILIO_ACCOUNT_SID: TWILIO_STAND_IN.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO_STAND_IN.authToken,
    TWILIO_FROM: '+14045550100',
    TWILIO_API_URL: messages.url,
    E2E_NO_QUIET_HOURS: 'true',
  });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_DATA_DIR = app.dataDir;
  process.env.E2E_MESSAGES_URL = messages.url;
  return async () => {
    await app.stop();
    geocoder.server.close();
    await messages.close();
  };
}

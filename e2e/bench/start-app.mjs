/**
 * Starts the production app the way `pnpm start` does (building the web app first if its
 * sources changed) on a free port with a throwaway embedded database. Resolves to its URL and
 * a stop function.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-bench-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      LOG_REQUESTS: 'false',
      // The text start line ("running at …") is what this waits for; production's default is JSON.
      LOG_FORMAT: 'text',
      ADMIN_PASSWORD: 'bench-admin-password',
      CREW_PASSWORD: 'bench-crew-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+)\//.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`app exited with ${code}:\n${output}`)));
    // Never wait for ever (a start line it cannot recognise hung the Lighthouse bench for hours).
    setTimeout(
      () => reject(new Error(`the app did not say where it runs within 3 minutes:\n${output}`)),
      180_000,
    ).unref();
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

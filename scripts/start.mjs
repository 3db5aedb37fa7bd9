#!/usr/bin/env node
/**
 * `pnpm start`: builds the web app when there is no build or any input of the build changed
 * (content fingerprint, see web/scripts/build-inputs.mjs), then serves the web app and the API on
 * one port from one process (embedded database by default).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FINGERPRINT_FILE, storedFingerprint, webBuildFingerprint } from '../web/scripts/build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const wanted = webBuildFingerprint(root);
const built = storedFingerprint(root);
if (built !== wanted) {
  console.log(built ? 'Web build inputs changed; rebuilding…' : 'No web build yet; building…');
  const build = spawnSync('pnpm', ['--filter', '@haul/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Stored only after a successful build, so a failed one is retried on the next start.
  fs.writeFileSync(path.join(root, FINGERPRINT_FILE), wanted);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

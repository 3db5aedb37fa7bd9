/**
 * Everything the web build reads, fingerprinted by content (not modification times, which a
 * checkout or a copy can leave older than the build). `pnpm start` rebuilds when the fingerprint
 * differs from the one the last build stored in `web/dist/.build-inputs`.
 *
 * Inputs: the whole `web/` package (HTML entries, Vite and PWA config, public/, src/, scripts/,
 * package.json, tsconfig) except its outputs and dependencies, `shared/` (source and package.json),
 * and the workspace files that decide which dependency versions are installed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS = [
  'web',
  'shared/src',
  'shared/package.json',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
];
/** Outputs, caches and test files under the inputs: they never change what the build writes. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.vite', 'test-results']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

export const FINGERPRINT_FILE = path.join('web', 'dist', '.build-inputs');

function collect(root, relative, files) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    files.push(relative);
    return;
  }
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.') || isTestFile(entry.name)) continue;
    collect(root, path.join(relative, entry.name), files);
  }
}

/** SHA-256 over every input file's path and bytes, in a stable order. */
export function webBuildFingerprint(root) {
  const files = [];
  for (const input of BUILD_INPUTS) collect(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint stored by the last successful build, or null when there is none. */
export function storedFingerprint(root) {
  const file = path.join(root, FINGERPRINT_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

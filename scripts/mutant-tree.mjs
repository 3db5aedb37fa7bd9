/**
 * Where `pnpm mutants` puts its mutants (decision 0310): a copy of the checkout in the temp dir,
 * never the checkout itself. `pnpm start` (which rebuilds the web app when an input changed and
 * runs the API from source), an e2e run, an editor or a `git commit` in the checkout can then
 * never see a mutated file, whatever happens to the run (Ctrl-C, `kill -9`, a power cut).
 *
 * The copy holds the files as they are now (tracked and untracked, not ignored: a new mutant and
 * its test need not be committed). Dependencies are not copied: the root's `node_modules` (the
 * store of every installed package) is linked, and each package's own `node_modules`, a folder of
 * relative links, is copied as links, so `@haul/shared` resolves to the copy's `shared/`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'haul-mutants-';
/** Never copied when the checkout is not a git repository (a tarball): outputs and dependencies. */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  '.test-results',
  'test-results',
  'backups',
]);

function sourceFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return walk(root, '');
  }
}

function walk(root, relative) {
  const files = [];
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) files.push(...walk(root, child));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/** A copy of the checkout at `root`, ready to run its tests; returns its path. */
export function copyTree(root) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
  for (const file of sourceFiles(root)) {
    const from = path.join(root, file);
    // Tracked but deleted in the working tree: the copy is the tree as it is now.
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.copyFileSync(from, path.join(tree, file));
  }
  if (fs.existsSync(path.join(root, 'node_modules'))) {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  }
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const modules = path.join(root, entry.name, 'node_modules');
    if (!entry.isDirectory() || SKIPPED.has(entry.name) || !fs.existsSync(modules)) continue;
    fs.cpSync(modules, path.join(tree, entry.name, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
  return tree;
}

export function removeTree(tree) {
  fs.rmSync(tree, { recursive: true, force: true });
}

/** Copies left by runs that were killed (their process is gone). */
export function removeAbandonedTrees() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    removeTree(path.join(os.tmpdir(), name));
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Writes mutant `m` into the copy; returns the undo. */
export function applyMutant(tree, m) {
  const file = path.join(tree, m.file);
  const pristine = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(
    file,
    pristine.replace(m.search, () => m.replace),
  );
  return () => fs.writeFileSync(file, pristine);
}

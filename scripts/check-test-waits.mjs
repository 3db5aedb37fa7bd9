#!/usr/bin/env node
/**
 * No sleep as synchronisation in tests (decision 0311), run by `pnpm lint`: a test waits on a
 * state (an element, a request, a row, an event), never on a duration, which is too short on a
 * busy machine and wasted on a quiet one. Fails on, in test files and test helpers:
 *
 * - `waitForTimeout(` (Playwright's sleep);
 * - a promise that a timer resolves: `new Promise((r) => setTimeout(r, ms))`, `() => r(value)`
 *   alike, a `setTimeout` from `node:timers/promises`, `promisify(setTimeout)`.
 *
 * Not a sleep: a timer that rejects (a deadline), and a 0 ms timer (one turn of the event loop:
 * every settled promise has run). Where a duration is what a test is about, the file goes in
 * ALLOWED with the number of such waits and the reason; a new one in the same file still fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** file → how many waits it may hold, and why a duration is the point there. */
export const ALLOWED = {
  'api/test/driver-transactions.test.ts': {
    count: 1,
    reason: 'sends a query from outside while the transaction it races is open: the delay builds that overlap',
  },
  'scripts/check-test-waits.test.mjs': {
    count: 8,
    reason: "the guard's own examples of what it refuses",
  },
};

const PACKAGES = ['api', 'web', 'shared', 'e2e', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'data', 'test-results', 'bench']);
/** Test files, and the folders of helpers only tests use. */
const isTestFile = (file) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
  /^(api\/test|e2e\/tests|e2e\/support|web\/src\/test|web\/src\/offline\/testing)\//.test(file);

/** The index of the parenthesis closing the one at `open` (strings and comments are rare enough here). */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** The top-level arguments of the call whose `(` is at `open`. */
function callArguments(text, open) {
  const inner = text.slice(open + 1, closing(text, open));
  const args = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(inner.slice(start).trim());
  return args;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The waits on a duration in one file's text: `{ line, what }` each. */
export function findWaits(text) {
  const found = [];
  for (const m of text.matchAll(/\bwaitForTimeout\s*\(/g))
    found.push({ line: lineAt(text, m.index), what: 'waitForTimeout' });
  for (const m of text.matchAll(/\bfrom\s+['"](node:)?timers\/promises['"]/g))
    found.push({ line: lineAt(text, m.index), what: 'timers/promises' });
  for (const m of text.matchAll(/\bpromisify\(\s*setTimeout\s*\)/g))
    found.push({ line: lineAt(text, m.index), what: 'promisify(setTimeout)' });
  // A promise whose executor's first parameter (its resolve) is called by a timer.
  for (const m of text.matchAll(/\bnew\s+Promise\s*(?:<[^>]*>)?\s*\(\s*(?:async\s*)?\(?\s*([A-Za-z_$][\w$]*)/g)) {
    const open = text.indexOf('(', m.index + 'new Promise'.length);
    const executor = text.slice(open, closing(text, open));
    const resolve = m[1];
    for (const t of executor.matchAll(/\bsetTimeout\s*\(/g)) {
      const [callback = '', delay = ''] = callArguments(executor, t.index + t[0].length - 1);
      const resolves =
        callback === resolve || new RegExp(`^\\(\\s*\\)\\s*=>\\s*\\{?\\s*${resolve}\\s*\\(`).test(callback);
      if (resolves && delay !== '0')
        found.push({ line: lineAt(text, m.index + t.index), what: 'a timer resolving a promise' });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function walk(relative, files) {
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) walk(child, files);
    else if (/\.[cm]?[jt]sx?$/.test(entry.name) && isTestFile(child)) files.push(child);
  }
  return files;
}

function main() {
  const problems = [];
  const files = PACKAGES.flatMap((p) => (fs.existsSync(path.join(root, p)) ? walk(p, []) : []));
  for (const file of files) {
    const waits = findWaits(fs.readFileSync(path.join(root, file), 'utf8'));
    const allowed = ALLOWED[file]?.count ?? 0;
    if (waits.length > allowed) {
      for (const w of waits) problems.push(`${file}:${w.line}: ${w.what}`);
    } else if (waits.length < allowed) {
      problems.push(`${file}: ALLOWED says ${allowed} waits, it has ${waits.length}: lower the count`);
    }
  }
  for (const file of Object.keys(ALLOWED)) {
    if (!files.includes(file)) problems.push(`${file}: in ALLOWED but not a test file any more`);
  }
  if (problems.length > 0) {
    console.error('Tests wait on a duration (wait on a state instead: docs/testing.md, "Waiting"):');
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`${files.length} test files, no sleep as synchronisation.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

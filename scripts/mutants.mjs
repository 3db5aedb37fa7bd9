#!/usr/bin/env node
/**
 * `pnpm mutants`: the sync mutation run kept in the repository (decisions 0255, 0310).
 *
 * Each mutant in scripts/mutants-list.mjs puts back one failure the offline contract guards
 * against (docs/sync.md): one exact piece of code replaced by another. The run applies one mutant
 * at a time, runs the test files listed for it (api and/or web, under `nice`), and counts the
 * mutant killed when a test fails, survived when they all pass. It prints a table and "N of M
 * killed", writes .test-results/mutants.json, and exits 1 when a mutant survives that is not
 * listed as equivalent (no user-visible effect).
 *
 *   pnpm mutants                      every mutant (about 15 minutes on 2 cores)
 *   pnpm mutants -- --only a,b        only those ids
 *   pnpm mutants -- --list            the mutants and their user effect, nothing run
 *   pnpm mutants -- --check           only check that every search text still matches once (reads
 *                                     only; `pnpm lint` runs it; fails while the tree holds a mutant)
 *   pnpm mutants -- --baseline        run every listed test file unmutated (they must pass)
 *
 * Honesty of the list: before anything runs, every mutant's search text must occur exactly once
 * in its file, or the run stops and names it (the code moved on: update the mutant with it).
 *
 * The checkout is never mutated (decision 0310): the run copies it to the temp dir
 * (scripts/mutant-tree.mjs) and puts each mutant there, so `pnpm start`, an e2e run or a commit in
 * the checkout never sees one. The copy goes at the end, on SIGINT/SIGTERM/SIGHUP, and (when a run
 * was killed hard) at the start of the next run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMutant, copyTree, removeAbandonedTrees, removeTree } from './mutant-tree.mjs';
import { MUTANTS } from './mutants-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
/** Left in the checkout by a run killed hard before decision 0310, when mutants were made in place. */
const journal = path.join(results, 'mutants-journal.json');
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A mutant whose tests run longer than this is counted killed (a hang is a failure a person sees). */
const TIMEOUT_MS = Number(process.env.MUTANT_TIMEOUT_MS ?? 180_000);

const args = process.argv.slice(2).filter((a) => a !== '--');
const flag = (name) => args.includes(name);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',').filter(Boolean)) : null;

// --- the checkout is never mutated -------------------------------------------------------------

/** The copy of the checkout the mutants are made in, while a run goes on. */
let tree = null;

function dropTree() {
  if (tree) removeTree(tree);
  tree = null;
}

function restoreFromJournal() {
  if (!fs.existsSync(journal)) return;
  const saved = JSON.parse(fs.readFileSync(journal, 'utf8'));
  for (const [file, text] of Object.entries(saved)) {
    fs.writeFileSync(path.join(root, file), text);
    console.log(`restored ${file} from an interrupted mutation run`);
  }
  fs.rmSync(journal, { force: true });
}

let child = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child?.pid) killGroup(child.pid);
    dropTree();
    console.error(`\n${signal}: stopped.`);
    process.exit(130);
  });
}
process.on('exit', dropTree);

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

// --- the list stays honest --------------------------------------------------------------------

function occurrences(text, search) {
  let n = 0;
  for (let at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) n++;
  return n;
}

function checkList() {
  const problems = [];
  const ids = new Set();
  for (const m of MUTANTS) {
    if (ids.has(m.id)) problems.push(`${m.id}: the id is used twice`);
    ids.add(m.id);
    for (const key of ['id', 'file', 'search', 'replace', 'effect']) {
      if (typeof m[key] !== 'string') problems.push(`${m.id ?? '?'}: no ${key}`);
    }
    if (!Array.isArray(m.tests) || m.tests.length === 0) problems.push(`${m.id}: no tests listed`);
    const file = path.join(root, m.file);
    if (!fs.existsSync(file)) {
      problems.push(`${m.id}: ${m.file} does not exist`);
      continue;
    }
    const n = occurrences(fs.readFileSync(file, 'utf8'), m.search);
    if (n !== 1) problems.push(`${m.id}: its search text occurs ${n} times in ${m.file} (must be exactly once)`);
    if (m.search === m.replace) problems.push(`${m.id}: the replacement is the search text`);
    for (const t of m.tests ?? []) {
      const testFile = path.join(root, t.pkg, t.file);
      if (!fs.existsSync(testFile)) problems.push(`${m.id}: test file ${t.pkg}/${t.file} does not exist`);
    }
  }
  if (only) for (const id of only) if (!ids.has(id)) problems.push(`--only ${id}: no such mutant`);
  return problems;
}

// --- running tests ----------------------------------------------------------------------------

/** One vitest run; resolves with its exit code (null on timeout) and the names of failed tests. */
function vitest(test, env, deadline) {
  return new Promise((resolve) => {
    // vitest itself, not through `pnpm exec` (which starts it in a process group of its own), so a
    // timeout or Ctrl-C ends every process of the run, the test API included.
    const bin = path.join(tree, test.pkg, 'node_modules', '.bin', 'vitest');
    const cli = ['-n', '10', bin, 'run', test.file, '--bail=1'];
    if (test.name) cli.push('-t', test.name);
    child = spawn('nice', cli, {
      cwd: path.join(tree, test.pkg),
      env: { ...process.env, CI: '', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    const timer = setTimeout(() => killGroup(child.pid), Math.max(1000, deadline - Date.now()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      child = null;
      const failed = [
        ...new Set(
          [...out.matchAll(/(?:FAIL|×)\s+(?:\|\S+\|\s+)?(\S+\.test\.tsx?\s+>[^\n]*?)(?:\s+\d+m?s)?\n/g)].map(
            // The file and the test's own name (not its describe blocks).
            (x) => `${x[1].split(' > ')[0]} > ${x[1].split(' > ').at(-1)}`,
          ),
        ),
      ];
      // A failure before the tests ran (a beforeAll: the seeding sync itself failed).
      for (const x of out.matchAll(/FAIL\s+(?:\|\S+\|\s+)?(\S+\.test\.tsx?) \[[^\]]*\]\s*\n(\S*Error: [^\n]*)/g)) {
        failed.push(`${x[1]} (before its tests: ${x[2]})`);
      }
      resolve({ code: signal ? null : code, failed, out });
    });
  });
}

/**
 * The test databases' template is keyed by a hash of api/src/db (api/test/database-template.ts);
 * a mutant there would build a template of its own. Pinned to the unmutated code's hash: no
 * mutant touches what migrate() runs.
 */
function pristineSchemaHash() {
  const run = spawnSync(
    'pnpm',
    ['exec', 'tsx', '-e', "import('./test/database-template.ts').then((m) => console.log(m.schemaHash()))"],
    { cwd: path.join(tree, 'api'), encoding: 'utf8', env: { ...process.env, TEST_SCHEMA_HASH: '' } },
  );
  const hash = /^[0-9a-f]{16}$/m.exec(run.stdout ?? '')?.[0];
  if (!hash) throw new Error(`could not read the test template's hash: ${run.stderr}`);
  return hash;
}
let schemaHash = '';
const envOf = (m) => ({ TEST_SCHEMA_HASH: schemaHash, ...(m.postgres ? { DATABASE_URL: POSTGRES_URL } : {}) });

async function runMutant(m) {
  const started = Date.now();
  const undo = applyMutant(tree, m);
  try {
    const deadline = started + TIMEOUT_MS;
    for (const test of m.tests) {
      const run = await vitest(test, envOf(m), deadline);
      if (run.code === 0) continue;
      // A run that found no test, or could not load the code, proves nothing: the list is wrong.
      const broken = /No test files? found|Transform failed|SyntaxError|Failed to load/.exec(run.out);
      if (broken && run.code !== null) {
        return { status: 'error', by: `${test.pkg}/${test.file}: ${broken[0]}`, ms: Date.now() - started };
      }
      const by =
        run.code === null ? `timeout after ${Math.round((Date.now() - started) / 1000)} s` : (run.failed[0] ?? '');
      if (process.env.MUTANT_VERBOSE) console.log(run.out);
      return { status: 'killed', by: by || `${test.pkg}/${test.file} (exit ${run.code})`, ms: Date.now() - started };
    }
    return { status: 'survived', by: '', ms: Date.now() - started };
  } finally {
    undo();
  }
}

async function baseline(list) {
  const seen = new Map();
  for (const m of list) {
    for (const t of m.tests) seen.set(`${m.postgres ? 'pg ' : ''}${t.pkg}/${t.file}#${t.name ?? ''}`, [t, envOf(m)]);
  }
  let failed = 0;
  for (const [key, [t, env]] of seen) {
    const run = await vitest(t, env, Date.now() + TIMEOUT_MS);
    console.log(`${run.code === 0 ? 'pass' : 'FAIL'}  ${key}`);
    if (run.code !== 0) {
      failed++;
      console.log(run.out.slice(-3000));
    }
  }
  return failed;
}

// --- main --------------------------------------------------------------------------------------

const pad = (s, n) => String(s).padEnd(n);

async function main() {
  // `--check` (run by `pnpm lint`) only reads. A journal means the checkout holds a mutant of a
  // run from before decision 0310 that was stopped hard: say so.
  if (flag('--check') && fs.existsSync(journal)) {
    console.error(
      'The checkout holds a mutant of an interrupted mutation run (.test-results/mutants-journal.json).\n' +
        'Run `pnpm mutants -- --list` to restore the files.',
    );
    process.exit(2);
  }
  restoreFromJournal();
  const problems = checkList();
  if (problems.length > 0) {
    console.error('The mutant list no longer matches the code:');
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(2);
  }
  const list = MUTANTS.filter((m) => !only || only.has(m.id));
  if (!flag('--check') && !flag('--list')) {
    removeAbandonedTrees();
    tree = copyTree(root);
    schemaHash = pristineSchemaHash();
  }
  if (flag('--check')) {
    console.log(`${MUTANTS.length} mutants, every search text found exactly once.`);
    return;
  }
  if (flag('--list')) {
    for (const m of list) console.log(`${pad(m.id, 37)} ${m.file}\n${' '.repeat(38)}${m.effect}`);
    return;
  }
  if (flag('--baseline')) {
    const failed = await baseline(list);
    process.exitCode = failed ? 1 : 0;
    return;
  }
  const started = Date.now();
  const rows = [];
  for (const [i, m] of list.entries()) {
    process.stdout.write(`[${i + 1}/${list.length}] ${m.id} … `);
    const r = await runMutant(m);
    rows.push({ ...m, ...r });
    console.log(`${r.status} (${Math.round(r.ms / 1000)} s)${r.by ? ` by ${r.by}` : ''}`);
  }
  const killed = rows.filter((r) => r.status === 'killed');
  const survived = rows.filter((r) => r.status === 'survived');
  const open = survived.filter((r) => !r.equivalent);
  const errors = rows.filter((r) => r.status === 'error');
  console.log(`\n${pad('mutant', 37)} ${pad('result', 9)} ${pad('s', 4)} killed by / why it may survive`);
  console.log('-'.repeat(120));
  for (const r of rows) {
    const why =
      r.status === 'killed' || r.status === 'error'
        ? r.by
        : r.equivalent
          ? `equivalent: ${r.equivalent}`
          : `OPEN: ${r.effect}`;
    console.log(`${pad(r.id, 37)} ${pad(r.status, 9)} ${pad(Math.round(r.ms / 1000), 4)} ${why}`);
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `\n${killed.length} of ${rows.length} killed (${date}, ${minutes} min); ${survived.length} survived, ` +
      `${open.length} of them with a user-visible effect${errors.length ? `; ${errors.length} could not run (fix the list)` : ''}.`,
  );
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(
    path.join(results, 'mutants.json'),
    JSON.stringify(
      {
        date,
        minutes: Number(minutes),
        killed: killed.length,
        total: rows.length,
        rows: rows.map(({ id, status, by, ms, equivalent }) => ({ id, status, by, ms, equivalent })),
      },
      null,
      2,
    ),
  );
  process.exitCode = open.length > 0 || errors.length > 0 ? 1 : 0;
}

main().catch((error) => {
  dropTree();
  console.error(error);
  process.exit(1);
});

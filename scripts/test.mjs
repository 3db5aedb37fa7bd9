#!/usr/bin/env node
/**
 * `pnpm test`: every suite in turn — the repository's own scripts (Node's test runner), shared, api
 * (embedded PGlite), web, e2e (Chromium) — then
 * one closing line "N passed, N failed". `--postgres` runs the API suite, and the web tests that
 * start the real API, against the PostgreSQL server in DATABASE_URL (default: the local one)
 * instead. Each suite's counts are written to
 * .test-results/<suite>.json so CI can total several runs. `--suite NAME` (repeatable) runs only
 * the named suites, e.g. `npm test -- --suite shared` to check the set-up quickly.
 *
 * Coverage (decision 0170): shared, the API on PGlite and web run with `--coverage`, and each
 * package's vitest.config.ts holds its floors (a suite under its floor fails like a failed test;
 * the figures go to .test-results/coverage/<package>/). The PostgreSQL runs repeat the same code
 * on another database, so they leave coverage out.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
fs.mkdirSync(results, { recursive: true });

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const vitest = (name, pkg, env = {}, coverage = false) => ({
  name,
  kind: 'vitest',
  cwd: path.join(root, pkg),
  env,
  coverage,
});

const allSuites = process.argv.includes('--postgres')
  ? [
      vitest('api-postgres', 'api', { DATABASE_URL: postgresUrl }),
      // Only the web tests that start the real API (`startApi(`) have anything to repeat on
      // PostgreSQL; the rest never touch a database and already ran in `web`.
      {
        ...vitest('web-postgres', 'web', { DATABASE_URL: postgresUrl }),
        files: filesCalling('web', 'src', 'startApi('),
      },
    ]
  : [
      { name: 'scripts', kind: 'node', cwd: root, env: {}, files: ['scripts/*.test.mjs'] },
      vitest('shared', 'shared', {}, true),
      vitest('api-pglite', 'api', { DATABASE_URL: '' }, true),
      vitest('web', 'web', {}, true),
      { name: 'e2e', kind: 'playwright', cwd: path.join(root, 'e2e'), env: {} },
    ];

/** Test files under `pkg/dir` whose source contains `needle`, as paths relative to `pkg`. */
function filesCalling(pkg, dir, needle) {
  const base = path.join(root, pkg, dir);
  return fs
    .readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && fs.readFileSync(path.join(base, f), 'utf8').includes(needle))
    .map((f) => path.join(dir, f));
}

const only = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--suite' ? [arg] : []));
const suites = only.length ? allSuites.filter((s) => only.includes(s.name)) : allSuites;
if (only.length && suites.length !== only.length) {
  console.error(`unknown suite in ${only.join(', ')}; known: ${allSuites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

/** Node's test runner: its TAP summary (`# pass N`…) is the report. */
function runNode(suite, report) {
  const args = ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout'];
  args.push('--test-reporter=tap', `--test-reporter-destination=${report}`, ...suite.files);
  const proc = spawnSync(process.execPath, args, { cwd: suite.cwd, stdio: 'inherit', env: process.env });
  const tap = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { proc, counts: { passed: count('pass'), failed: count('fail'), skipped: count('skipped') + count('todo') } };
}

function run(suite) {
  const report = path.join(results, `${suite.name}.raw.${suite.kind === 'node' ? 'tap' : 'json'}`);
  fs.rmSync(report, { force: true });
  if (suite.kind === 'node') {
    console.log(`\n━━ ${suite.name} ━━`);
    const { proc, counts } = runNode(suite, report);
    if (proc.status !== 0 && counts.failed === 0) counts.failed = 1;
    fs.writeFileSync(path.join(results, `${suite.name}.json`), JSON.stringify(counts));
    return counts;
  }
  const args =
    suite.kind === 'vitest'
      ? [
          'exec',
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
          ...(suite.coverage ? ['--coverage'] : []),
          ...(suite.files ?? []),
        ]
      : ['exec', 'playwright', 'test'];
  const env = { ...process.env, ...suite.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report };
  if (env.DATABASE_URL === '') delete env.DATABASE_URL;
  console.log(`\n━━ ${suite.name} ━━`);
  const proc = spawnSync('pnpm', args, { cwd: suite.cwd, stdio: 'inherit', env });
  let counts = { passed: 0, failed: 1, skipped: 0 };
  if (fs.existsSync(report)) {
    const raw = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts =
      suite.kind === 'vitest'
        ? { passed: raw.numPassedTests, failed: raw.numFailedTests, skipped: raw.numPendingTests + raw.numTodoTests }
        : { passed: raw.stats.expected + raw.stats.flaky, failed: raw.stats.unexpected, skipped: raw.stats.skipped };
  }
  // A suite that crashed before reporting, or exited non-zero with no failed test, still fails.
  if (proc.status !== 0 && counts.failed === 0) counts.failed = 1;
  fs.writeFileSync(path.join(results, `${suite.name}.json`), JSON.stringify(counts));
  return counts;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const suite of suites) {
  const started = Date.now();
  const c = run(suite);
  const seconds = Math.round((Date.now() - started) / 1000);
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  console.log(`${suite.name}: ${c.passed} passed, ${c.failed} failed (${seconds} s)`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);

/** The references check (scripts/check-references.mjs) finds what a reader cannot follow, and only that. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findCitations, findDecisionNumbers, findDocPaths, isProduction, pathExists } from './check-references.mjs';

const what = (text) => findCitations(text).map((c) => c.what);
const numbers = (text) => findDecisionNumbers(text).map((d) => d.file ?? d.number);

describe('check-references: citations in production code', () => {
  it('finds an issue and a spec section however they are written', () => {
    assert.deepEqual(what('// Inactive ends app access (issue 23 §8): sessions end.'), ['an issue: "issue 23 §8"']);
    assert.deepEqual(what('/** Job done (Issue 24): notes. */'), ['an issue: "Issue 24"']);
    assert.deepEqual(what(' * (issues 15, 29)'), ['an issue: "issues 15"']);
    assert.deepEqual(what(' * Job done (issue 24 §3, §5) and (issue 23 #16).'), [
      'an issue: "issue 24 §3, §5"',
      'an issue: "issue 23 #16"',
    ]);
    assert.deepEqual(what('/** Runs once a date is picked (spec §7). */'), ['a spec section: "spec §"']);
    assert.deepEqual(what(" * The spec's threshold (§9: 300 px)."), ['a spec section: "§9"']);
  });

  it("leaves the spec named in words, a law's section, decisions and file names alone", () => {
    assert.deepEqual(what("/** The spec's password gate on /admin. */"), []);
    assert.deepEqual(what('/** What the line must record (EPA §608). */'), []);
    assert.deepEqual(what('// Storage full (decision 0220); see e2e/tests/issue-23-screens.spec.ts.'), []);
  });

  it('reads production files only: not tests, migrations or docs', () => {
    assert.equal(isProduction('api/src/services/invoices.ts'), true);
    assert.equal(isProduction('web/scripts/prerender.mjs'), true);
    assert.equal(isProduction('e2e/support/booking.ts'), true);
    assert.equal(isProduction('.ci/run'), true);
    assert.equal(isProduction('api/src/services/punch-plans.test.ts'), false);
    assert.equal(isProduction('api/test/invoices.test.ts'), false);
    assert.equal(isProduction('e2e/tests/issue-23-screens.spec.ts'), false);
    assert.equal(isProduction('api/src/db/migrations/0001_initial.sql'), false);
    assert.equal(isProduction('docs/sync.md'), false);
  });

  it('gives the line of each', () => {
    assert.deepEqual(
      findCitations('a\n// (issue 9)\n\n// (spec §2)').map((c) => c.line),
      [2, 4],
    );
  });
});

describe('check-references: decision numbers', () => {
  it('reads every way a decision is cited', () => {
    assert.deepEqual(numbers('(decision 0231)'), ['0231']);
    assert.deepEqual(numbers('(decisions 0201–0202)'), ['0201', '0202']);
    assert.deepEqual(numbers('Decisions 0226 and 0260, 0311'), ['0226', '0260', '0311']);
    assert.deepEqual(numbers('Status: amended by 0044, 0047'), ['0044', '0047']);
    assert.deepEqual(numbers('accepted (amends 0111)'), ['0111']);
    assert.deepEqual(numbers('(issue 15, docs/decisions/0014)'), ['0014']);
    assert.deepEqual(numbers('`docs/decisions/0014-critical-css-and-csp.md`'), ['0014-critical-css-and-csp.md']);
    assert.deepEqual(numbers('[0020 Capacity](0020-booking-capacity-under-the-version-lock.md)'), [
      '0020-booking-capacity-under-the-version-lock.md',
    ]);
  });

  it('leaves other four-digit numbers alone', () => {
    assert.deepEqual(numbers('migration 0036 and `0001_initial.sql`; 2026-11-28; port 3000'), []);
  });
});

describe('check-references: paths and commands in the docs', () => {
  const tracked = new Set([
    'api/src/services/punch-plans.test.ts',
    'api/test/invoices.test.ts',
    'web/scripts/prerender.mjs',
    'docs/sync.md',
    'docs/decisions/0014-critical-css-and-csp.md',
  ]);
  const folders = new Set(['api', 'api/src', 'api/src/services', 'api/test', 'web', 'web/scripts', 'docs']);
  const exists = (p, from = 'docs/code-map.md') => pathExists(p, { tracked, folders, from });
  const paths = (text) => findDocPaths(text).map((d) => d.path ?? `pnpm ${d.command}`);

  it('finds root paths, folder-qualified files, package paths, links and commands', () => {
    assert.deepEqual(paths('tested in `api/test/punch-plans.test.ts` and `services/impact.ts`.'), [
      'api/test/punch-plans.test.ts',
      'services/impact.ts',
    ]);
    assert.deepEqual(paths('`pnpm --filter @haul/api exec vitest run test/invoices.test.ts`'), [
      'api/test/invoices.test.ts',
    ]);
    assert.deepEqual(paths('[sync](sync.md#fault-tests) and `pnpm bench:sync`'), ['pnpm bench:sync', 'sync.md']);
    assert.deepEqual(paths('`engine.ts`, `zod/mini`, `.test.tsx`, `https://example.com/a.ts`'), []);
  });

  it('skips fenced code', () => {
    assert.deepEqual(paths("```ts\nimport { x } from '`../../../test/render-staff.tsx`';\n```"), []);
  });

  it('knows what is in the repository', () => {
    assert.equal(exists('api/src/services/punch-plans.test.ts'), true);
    assert.equal(exists('api/test/punch-plans.test.ts'), false);
    assert.equal(exists('services/punch-plans.test.ts'), true);
    assert.equal(exists('scripts/prerender.mjs'), false);
    assert.equal(exists('web/scripts/*.mjs'), true);
    assert.equal(exists('api/**/*.test.ts'), true);
    assert.equal(exists('web/**/*.test.tsx'), false);
    assert.equal(exists('web/dist/sw.js'), true, 'a build output is named, never tracked');
    assert.equal(exists('sync.md'), true);
    assert.equal(exists('0014-critical-css-and-csp.md', 'docs/decisions/README.md'), true);
    assert.equal(exists('../sync.md', 'docs/decisions/0044-push-batch-transaction.md'), true);
    assert.equal(exists('../sync.md', 'docs/code-map.md'), false);
  });

  it('keeps the words after a path, so a record can say the file is gone', () => {
    const [d] = findDocPaths('`web/src/lib/format-time.ts` is gone.');
    assert.match(d.after, /^ is gone/);
  });
});

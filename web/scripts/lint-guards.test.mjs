/**
 * The Biome rules that keep a second copy of two rules out of production code
 * (scripts/biome/*.grit, applied by biome.json, run by `pnpm lint`): money text only through
 * shared/src/domain/money.ts (decision 0315), and company time in the web only through shared's
 * formatters (decision 0317). Probes are linted in a scratch folder with the repository's own
 * plugin overrides, at the paths they would have in the repository.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-guards-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const MONEY = /^Money is integer cents/;
const COMPANY_TIME = /^Show a time through shared's formatCompanyTime/;

let probes = 0;
/** The plugin messages Biome gives `text` at `file` (a repository path), as `line:message`. */
function lint(file, text) {
  const dir = path.join(scratch, String(probes++));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  const overrides = config.overrides
    .filter((o) => o.plugins)
    .map((o) => ({ ...o, plugins: o.plugins.map((p) => path.join(root, p)) }));
  fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify({ overrides }));
  fs.writeFileSync(path.join(dir, file), text);
  const run = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout);
  return report.diagnostics.filter((d) => d.category === 'plugin').map((d) => d.message);
}

describe('money text has one home (decision 0315): the lint refuses a second copy', () => {
  it('refuses dollars↔cents by float in shared, the API and the web', () => {
    expect(
      lint('api/src/services/probe.ts', 'export const d = (cents: number) => (cents / 100).toFixed(2);\n'),
    ).toEqual([expect.stringMatching(MONEY), expect.stringMatching(MONEY)]);
    expect(
      lint('shared/src/domain/probe.ts', 'export const c = (t: string) => Math.round(parseFloat(t) * 100);\n'),
    ).toEqual([expect.stringMatching(MONEY), expect.stringMatching(MONEY)]);
    expect(lint('web/src/features/money/probe.tsx', 'export const c = (d: number) => 100 * d;\n')).toEqual([
      expect.stringMatching(MONEY),
    ]);
    expect(
      lint('web/src/features/money/probe.tsx', 'export const t = (j: { x?: number }) => j.x?.toFixed(2);\n'),
    ).toEqual([expect.stringMatching(MONEY)]);
  });

  it('lets a number that is not money through with the reason beside it, and leaves tests alone', () => {
    const km = 'export const km = (k: number) => k.toFixed(1);\n';
    expect(lint('shared/src/domain/probe.ts', `// biome-ignore lint/plugin/no-float-money: kilometres\n${km}`)).toEqual(
      [],
    );
    expect(lint('shared/src/domain/probe.test.ts', km)).toEqual([]);
    expect(lint('e2e/tests/probe.spec.ts', km)).toEqual([]);
  });
});

describe('company time only through the one formatter (decision 0317): the lint refuses another', () => {
  it("refuses a zone spelled in the web, and a time in the device's zone", () => {
    const probes = [
      "export const a = (d: Date) => d.toLocaleString('en-US', { timeZone: 'America/New_York' });",
      "export const b = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric' });",
      "export const c = (iso: string) => new Date(iso).toLocaleString('en-US');",
      "export const d = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short' });",
      'export const e = (d: Date) => d.getHours();',
      "export const f = new Intl.DateTimeFormat('en-US', { month: 'long' });",
    ];
    for (const text of probes) {
      expect(lint('web/src/features/jobs/probe.tsx', `${text}\n`), text).toContainEqual(
        expect.stringMatching(COMPANY_TIME),
      );
    }
  });

  it('lets numbers be formatted, and leaves the formatter in shared and the tests alone', () => {
    expect(
      lint('web/src/features/fleet/probe.tsx', "export const lb = (n: number) => n.toLocaleString('en-US');\n"),
    ).toEqual([]);
    const zoned = "export const a = (d: Date) => d.toLocaleString('en-US', { timeZone: 'America/New_York' });\n";
    expect(lint('shared/src/domain/probe.ts', zoned)).toEqual([]);
    expect(lint('web/src/features/jobs/probe.test.tsx', zoned)).toEqual([]);
  });
});

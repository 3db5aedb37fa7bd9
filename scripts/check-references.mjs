#!/usr/bin/env node
/**
 * The repository speaks for itself (decision 0330), run by `pnpm lint`. Fails on:
 *
 * - a citation of an issue (`issue N`, `issues N, M`) or of the product spec (`spec §N`, a bare
 *   `§N`) in production code: neither is in the repository, so a reader cannot follow it. Cite a
 *   decision record, a doc page, or say the reason in words. Tests and merged migrations (never
 *   edited) are not checked;
 * - a decision number cited anywhere (code, tests, docs: `decision 0231`, `decisions 0200–0202`,
 *   `amended by 0044, 0047`, `docs/decisions/0014`, a link to `0014-….md`) with no record in
 *   docs/decisions;
 * - a file or folder the docs name in backticks or link to (README.md, docs/*.md, docs/recipes/*.md,
 *   docs/decisions/*.md) that is not in the repository: `web/src/…` from the root, `services/x.ts`
 *   as the end of a tracked path. A record that names a file since gone says so right after the
 *   path ("was", "had", "held", "is gone", "removed", "(since moved to …)");
 * - a `pnpm <command>` the docs name that is no script of the root package.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = 'scripts/check-references.mjs';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|grit|sh|json|ya?ml)$/;
const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /^(api\/test|e2e\/tests)\//.test(file);
const isMigration = (file) => file.startsWith('api/src/db/migrations/');
/** Production code: what the citation rule reads. */
export const isProduction = (file) =>
  (CODE.test(file) || file === '.ci/run') && file !== 'pnpm-lock.yaml' && !isTest(file) && !isMigration(file);

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Citations of an issue or of the spec in one production file's text: `{ line, what }` each. */
export function findCitations(text) {
  const found = [];
  const taken = [];
  const rules = [
    // With its sections: `issue 24 §3, §5` is one citation.
    [/\bissues?\s+#?\d+(?:[\s,]*[§#]\s*\d+)*/gi, 'an issue'],
    [/\bspec\s*§/gi, 'a spec section'],
    // A bare section sign with a number is the spec's too, but for the EPA's (a law's section).
    [/(?<!\bspec\s*)(?<!\bEPA\s)§\s*\d/gi, 'a spec section'],
  ];
  for (const [pattern, what] of rules) {
    for (const m of text.matchAll(pattern)) {
      if (taken.some(([from, to]) => m.index >= from && m.index < to)) continue;
      taken.push([m.index, m.index + m[0].length]);
      found.push({ line: lineAt(text, m.index), what: `${what}: "${m[0]}"` });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const NUMBER = '0\\d{3}(?![\\w])';
const CITED = new RegExp(
  `\\b(?:decisions?|records?|amends|amended by|superseded by|supersedes|completes|extends)\\s+` +
    `(${NUMBER}(?:\\s*(?:[–-]|,|and|or|&)\\s*${NUMBER})*)`,
  'gi',
);

/** Decision numbers a text cites, each with its line (and the record's file name where it is given). */
export function findDecisionNumbers(text) {
  const found = [];
  for (const m of text.matchAll(CITED)) {
    for (const n of m[1].matchAll(/0\d{3}/g)) found.push({ line: lineAt(text, m.index), number: n[0] });
  }
  for (const m of text.matchAll(/docs\/decisions\/(0\d{3})(-[a-z0-9-]+\.md)?(?![\w-])/g))
    found.push({ line: lineAt(text, m.index), number: m[1], ...(m[2] && { file: m[1] + m[2] }) });
  for (const m of text.matchAll(/(?<![\w/-])(0\d{3}-[a-z0-9-]+\.md)\b/g))
    found.push({ line: lineAt(text, m.index), number: m[1].slice(0, 4), file: m[1] });
  return found;
}

/** Words right after a path that say the file is gone (a record's history, not a stale path). */
const GONE =
  /^`?[\s,]*(?:\((?:since )?(?:moved|removed|renamed|gone)\b|(?:was|were|had|held|is gone|removed|deleted)\b)/i;
const PLACEHOLDER = /[<>{}…]|NN|\bX\b/;
/** A path-like token the check reads: from a root folder, or a source file named with its folder. */
const SOURCE = /\.(tsx?|mjs|js|sql|grit|sh|md)$/;
const ROOTS = /^(web|api|shared|scripts|e2e|docs|patches|\.ci)\//;
/** Generated or local folders (.gitignore): named by the docs, never tracked. */
const GENERATED = /(^|\/)(dist|dist-ssr|data|coverage|node_modules|test-results|\.test-results|backups)(\/|$)/;

/**
 * What a doc names in backticks (outside fenced blocks) or links to: paths as `{ line, path, after,
 * link }`, and `pnpm <command>`s as `{ line, command }`.
 */
export function findDocPaths(text) {
  const found = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      // `pnpm --filter @haul/api exec vitest run test/x.test.ts`: paths from that package's folder.
      const inPackage = /^pnpm --filter @haul\/(\w+) /.exec(span[1])?.[1];
      const words = inPackage ? span[1].split(/\s+/).slice(3) : null;
      for (const token of span[1].matchAll(/(?:^|[\s(=])([\w.@/*<>{}…-]+)/g)) {
        let p = token[1].replace(/[:#].*$/, '').replace(/[.,]$/, '');
        if (words?.includes(p) && p.includes('/') && !p.startsWith('-')) p = `${inPackage}/${p}`;
        else if (!ROOTS.test(p) && !(p.includes('/') && SOURCE.test(p))) continue;
        const after = line.slice(span.index + span[0].length);
        found.push({ line: i + 1, path: p, after });
      }
      const command = /^pnpm ([a-z][\w:-]*)/.exec(span[1])?.[1];
      if (command) found.push({ line: i + 1, command });
    }
    for (const link of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (!/^(https?:|mailto:)/.test(link[1])) found.push({ line: i + 1, path: link[1], after: '', link: true });
    }
  });
  return found;
}

/** pnpm's own commands a doc may name beside the root package.json's scripts. */
const PNPM_OWN = ['install', 'add', 'exec', 'run', 'dlx', 'update', 'upgrade', 'why', 'outdated', 'list'];

const globToRegExp = (glob) => {
  const parts = glob.split(/(\*\*\/|\*\*|\*)/).map((part) => {
    if (part === '**/') return '(?:.*/)?';
    if (part === '**') return '.*';
    if (part === '*') return '[^/]*';
    return part.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`(^|/)${parts.join('')}$`);
};

/** Whether a doc path names something in `tracked` (files) or one of their folders. */
export function pathExists(p, { tracked, folders, from }) {
  if (/^\.\.?\//.test(p)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(from), p)).replace(/\/$/, '');
    return tracked.has(resolved) || folders.has(resolved);
  }
  const bare = p.replace(/\/$/, '');
  if (GENERATED.test(bare)) return true;
  if (bare.includes('*')) {
    const pattern = globToRegExp(bare);
    return [...tracked].some((f) => pattern.test(f));
  }
  if (ROOTS.test(bare)) return tracked.has(bare) || folders.has(bare);
  return [...tracked].some((f) => f === bare || f.endsWith(`/${bare}`)) || folders.has(bare);
}

function main() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const present = files.filter((f) => fs.existsSync(path.join(root, f)));
  const tracked = new Set(present);
  const folders = new Set(
    present.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, p) => p.slice(0, i + 1).join('/')),
    ),
  );
  const records = new Set(present.filter((f) => /^docs\/decisions\/\d{4}-.+\.md$/.test(f)).map((f) => f.slice(15)));
  const numbers = new Set([...records].map((f) => f.slice(0, 4)));
  const read = (f) => fs.readFileSync(path.join(root, f), 'utf8');
  const problems = [];

  // This file names what it refuses; nothing else is spared.
  for (const file of present.filter((f) => isProduction(f) && f !== SELF)) {
    for (const c of findCitations(read(file))) problems.push(`${file}:${c.line}: cites ${c.what}`);
  }
  for (const file of present.filter((f) => CODE.test(f) || f.endsWith('.md'))) {
    if (file === 'pnpm-lock.yaml') continue;
    for (const d of findDecisionNumbers(read(file))) {
      if (d.file ? !records.has(d.file) : !numbers.has(d.number))
        problems.push(`${file}:${d.line}: decision ${d.file ?? d.number} has no record in docs/decisions`);
    }
  }
  const scripts = JSON.parse(read('package.json')).scripts;
  const commands = new Set([...Object.keys(scripts), ...PNPM_OWN]);
  const docs = present.filter((f) => f === 'README.md' || /^docs\/((decisions|recipes)\/)?[^/]+\.md$/.test(f));
  for (const file of docs) {
    for (const d of findDocPaths(read(file))) {
      if (d.command) {
        if (!commands.has(d.command))
          problems.push(`${file}:${d.line}: names \`pnpm ${d.command}\`, which is no command`);
        continue;
      }
      if (PLACEHOLDER.test(d.path) || GONE.test(d.after)) continue;
      if (!pathExists(d.path, { tracked, folders, from: file }))
        problems.push(`${file}:${d.line}: ${d.link ? 'links to' : 'names'} ${d.path}, which is not in the repository`);
    }
  }

  if (problems.length > 0) {
    console.error('References a reader cannot follow (decision 0330):');
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`${present.filter(isProduction).length} production files cite no issue or spec section;`);
  console.log(`every decision number cited has its record; the ${docs.length} docs name only paths that exist.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

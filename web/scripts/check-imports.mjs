#!/usr/bin/env node
/**
 * The web app's import boundaries (decision 0300), run by `pnpm lint`:
 * - a feature (`web/src/features/<name>/`) never imports another feature's files: what two
 *   features share moves down into `components/` or `lib/`, and a screen made of several
 *   features is put together in `app/` (its route table and `app/pages/`);
 * - the layers below the features (`components/`, `lib/`, `offline/`) never import a feature.
 * Zero exceptions. Biome's restricted imports match the written specifier, not the file it
 * resolves to, so this check resolves every relative import (static, dynamic and type-only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(tsx?|mjs|js)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;
const BELOW_FEATURES = ['components', 'lib', 'offline'];

/** `web/src/features/jobs/api/x.ts` → `{ layer: 'features', feature: 'jobs' }`. */
function placeOf(file) {
  const parts = file.split('/');
  const at = parts.indexOf('src');
  if (at < 1 || parts[at - 1] !== 'web') return null;
  const layer = parts[at + 1];
  return { layer, feature: layer === 'features' ? parts[at + 2] : null };
}

/**
 * Every import that crosses a boundary, as `{ file, line, target, rule }`. `sources` maps a
 * repo-relative path (with forward slashes) to its text, so a test can hand in a probe.
 */
export function boundaryViolations(sources) {
  const found = [];
  for (const [file, text] of sources) {
    const from = placeOf(file);
    if (!from) continue;
    for (const match of text.matchAll(IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[2]));
      const to = placeOf(target);
      if (to?.layer !== 'features') continue;
      const line = text.slice(0, match.index).split('\n').length;
      if (from.layer === 'features' && from.feature !== to.feature) {
        found.push({ file, line, target, rule: `feature "${from.feature}" imports feature "${to.feature}"` });
      } else if (BELOW_FEATURES.includes(from.layer)) {
        found.push({ file, line, target, rule: `${from.layer}/ imports a feature` });
      }
    }
  }
  return found;
}

function readTree(root, dir) {
  const out = new Map();
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name))
        out.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(root, dir));
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const violations = boundaryViolations(readTree(root, 'web/src'));
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.rule} (${v.target})`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) cross a boundary: move what both sides need into web/src/components or web/src/lib, or put the screen together in web/src/app (decision 0300).`,
    );
    process.exit(1);
  }
  console.log('import boundaries: ok');
}

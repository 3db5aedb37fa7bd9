#!/usr/bin/env node
/** Totals every suite's counts in .test-results/ into one closing line for CI. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json') || file.endsWith('.raw.json')) continue;
  const c = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  console.log(`  ${file.replace('.json', '')}: ${c.passed} passed, ${c.failed} failed`);
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
}
if (totals.passed + totals.failed === 0) totals.failed = 1; // no suite reported: never a silent pass
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);

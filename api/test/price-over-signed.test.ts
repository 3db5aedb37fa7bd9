/**
 * "The final share costs more than the customer signed for" has one home, `costsMoreThanSigned()`
 * in shared/src/domain/final-share.ts: the phone's job-done panel and the server's completion both
 * ask it (its cases: shared's final-share.test.ts; the refusal: invoices.test.ts). This fails when
 * code in api, web or shared compares one total with another again, naming the line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOME = path.join('shared', 'src', 'domain', 'final-share.ts');
/** A second copy: one total compared with another (`final.totalCents > estimate.totalCents`). */
const COPY = /totalCents\s*(>=?|<=?)\s*[\w.?]*totalCents/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the final share costs more than the customer signed for: one home', () => {
  it('is decided in one place: no other code compares a final total with a signed one', () => {
    const copies: string[] = [];
    for (const dir of ['api/src', 'web/src', 'shared/src']) {
      for (const file of sources(path.join(ROOT, dir))) {
        if (path.relative(ROOT, file) === HOME) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (COPY.test(line)) copies.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(copies, 'ask costsMoreThanSigned() from shared instead').toEqual([]);
  });
});

/**
 * A person's full name has one rule, shared `fullName()`; queries write it with its SQL twin
 * `full_name()` (migration 0036, decision 0306). The first test pins the twin to the rule; the
 * second fails when code in api/src writes the rule again (a concatenation of first and last
 * name in SQL, or in a template over a row's columns), naming the file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fullName } from '@haul/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

const API_SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const REPO = path.join(API_SRC, '..', '..');
/** The rule itself, in shared. */
const RULE = path.join('shared', 'src', 'domain', 'people.ts');
/** A copy in the web or shared: `{job.firstName} {job.lastName}` in JSX, or a template of the two. */
const CODE_COPIES = [
  /\{\s*[\w.?]*firstName\s*\}\s*\{\s*[\w.?]*lastName\s*\}/,
  /\$\{[^}]*firstName\}\s+\$\{[^}]*lastName\}/,
];
/** The twin's own definition, the one place the rule is spelled in SQL. */
const DEFINITION = path.join('db', 'migrations', '0036_full_name.sql');

/** What a second copy looks like: SQL `first_name || …`, `… || last_name`, concat(…first_name…), or a JS template. */
const COPIES = [
  /first_name\s*(\)\s*)?\|\|/i,
  /\|\|\s*(\(\s*)?(\w+\.)?last_name/i,
  /concat(_ws)?\s*\([^)]*first_name/i,
  /format\s*\([^)]*first_name/i,
  /\$\{[^}]*first_name[^}]*\}\s*\$\{[^}]*last_name/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|sql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the full name in SQL, once (decision 0306)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('writes a name in SQL exactly as shared fullName() does', async () => {
    const people = [
      { firstName: 'Andre', lastName: 'Coleman' },
      { firstName: 'Mary Ann', lastName: 'de la Cruz' },
      { firstName: 'José', lastName: "O'Neil-Smith" },
    ];
    for (const person of people) {
      const [row] = await db.sql<{ name: string }[]>`select full_name(${person.firstName}, ${person.lastName}) as name`;
      expect(row?.name).toBe(fullName(person));
    }
    // A left join that found nobody stays null, so coalesce(full_name(…), username) still works.
    const [missing] = await db.sql<{ name: string | null }[]>`select full_name(null, null) as name`;
    expect(missing?.name).toBeNull();
  });

  it('has no second copy of the rule anywhere in api/src: every query calls full_name()', () => {
    const copies: string[] = [];
    for (const file of sourceFiles(API_SRC)) {
      if (path.relative(API_SRC, file) === DEFINITION) continue;
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (COPIES.some((copy) => copy.test(line)))
          copies.push(`${path.relative(API_SRC, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(copies, 'write full_name(first_name, last_name) in SQL, or fullName() from shared in code').toEqual([]);
  });

  it('has no second copy in the web or shared: screens call fullName()', () => {
    const copies: string[] = [];
    for (const dir of ['web/src', 'shared/src']) {
      for (const file of sourceFiles(path.join(REPO, dir))) {
        const relative = path.relative(REPO, file);
        if (relative === RULE) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (CODE_COPIES.some((copy) => copy.test(line))) copies.push(`${relative}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(copies, 'write fullName(person) from shared').toEqual([]);
  });
});

/**
 * The numbering rules of decision 0301 on made-up folders and databases: a migration added out of
 * order is refused by the folder's numbering or, on a database that already went past its number,
 * by the runner; a database from before the renumbering is recognised and completed in one order.
 */
import { describe, expect, it } from 'vitest';
import { LAST_LEGACY_NUMBER, LEGACY_NAMES } from '../src/db/legacy-migration-names.ts';
import { migrationFiles } from '../src/db/migrate.ts';
import { legacyRenames, orderMigrations, pendingMigrations } from '../src/db/migration-plan.ts';

const number = (n: number) => String(n).padStart(4, '0');
/** A folder of `count` migrations in the current scheme. */
const folder = (count: number) => Array.from({ length: count }, (_, i) => `${number(i + 1)}_step_${i + 1}.sql`);

describe('the folder', () => {
  it('numbers this version’s migrations 0001 upward, each once', () => {
    const files = migrationFiles();
    expect(files.map((file) => file.slice(0, 4))).toEqual(files.map((_, i) => number(i + 1)));
    expect(files.length).toBeGreaterThan(LAST_LEGACY_NUMBER);
  });

  it('orders by number and ignores files that are not SQL', () => {
    expect(orderMigrations(['0002_b.sql', 'README.md', '0001_a.sql'])).toEqual(['0001_a.sql', '0002_b.sql']);
  });

  it('refuses a number taken twice, a gap, and a file named in the old scheme', () => {
    expect(() => orderMigrations([...folder(3), '0003_other.sql'])).toThrow(/should be numbered 0004/);
    expect(() => orderMigrations([...folder(3), '0005_late.sql'])).toThrow(/should be numbered 0004/);
    expect(() => orderMigrations([...folder(3), '275_something.sql'])).toThrow(/not named NNNN_name\.sql/);
    expect(() => orderMigrations(['0001_Upper.sql'])).toThrow(/not named NNNN_name\.sql/);
  });
});

describe('a database', () => {
  const all = folder(LAST_LEGACY_NUMBER + 3);

  it('applies what it lacks in the one order, from nothing or from where it stopped', () => {
    expect(pendingMigrations(all, [])).toEqual(all);
    expect(pendingMigrations(all, all.slice(0, -2))).toEqual(all.slice(-2));
    expect(pendingMigrations(all, all)).toEqual([]);
  });

  it('from before the renumbering fills its holes below the last old number, in order', () => {
    const applied = all.slice(0, LAST_LEGACY_NUMBER).filter((_, i) => i !== 10 && i !== 11);
    expect(pendingMigrations(all, applied)).toEqual([all[10], all[11], ...all.slice(LAST_LEGACY_NUMBER)]);
  });

  it('refuses a migration numbered at or below one it applied after the renumbering', () => {
    const applied = [...all.slice(0, LAST_LEGACY_NUMBER), `${number(LAST_LEGACY_NUMBER + 1)}_from_a_branch.sql`];
    expect(() => pendingMigrations(all, applied)).toThrow(/would run after a migration numbered above it/);
    const skipped = [...all.slice(0, LAST_LEGACY_NUMBER), all[LAST_LEGACY_NUMBER + 1] as string];
    expect(() => pendingMigrations(all, skipped)).toThrow(new RegExp(all[LAST_LEGACY_NUMBER] as string));
  });

  it('recorded under old names is renamed, seeds and current names left alone', () => {
    const [legacy, current] = Object.entries(LEGACY_NAMES)[5] as [string, string];
    expect(legacyRenames([legacy, 'seed:price-book', current])).toEqual([[legacy, current]]);
    expect(legacyRenames(['0001_initial.sql', 'seed:training-content'])).toEqual([]);
  });

  it('that applied an old-scheme migration this version does not know is refused, not run twice', () => {
    expect(() => legacyRenames(['001_initial.sql', '275_something.sql'])).toThrow(/275_something\.sql/);
  });
});

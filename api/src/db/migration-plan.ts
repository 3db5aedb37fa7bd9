/**
 * The rules that keep every database on one order of migrations (decision 0301), as pure functions
 * of the folder's file names and the names a database recorded, so they are tested without one.
 */
import { LAST_LEGACY_NUMBER, LEGACY_NAMES } from './legacy-migration-names.ts';

/** `0034_what_it_does.sql`: a four-digit number, then a lower-case name. */
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** How migrations were named before decision 0301 (`060_office_bookings.sql`). */
const LEGACY_FILE = /^\d{3}_[\w-]+\.sql$/;

/** The number of a migration named in the current scheme; null for any other name. */
export function migrationNumber(name: string): number | null {
  const match = MIGRATION_FILE.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * The folder's migrations in the one order. Throws unless they are numbered 0001 upward with no gap
 * and no number twice, so a migration added below (or beside) an existing one never runs.
 */
export function orderMigrations(files: readonly string[]): string[] {
  const ordered = files.filter((file) => file.endsWith('.sql')).sort();
  const next = String(Math.max(0, ...ordered.map((file) => migrationNumber(file) ?? 0)) + 1).padStart(4, '0');
  ordered.forEach((file, index) => {
    const expected = String(index + 1).padStart(4, '0');
    if (migrationNumber(file) === null) {
      throw new Error(
        `migration ${file} is not named NNNN_name.sql (lower case): ` +
          `name it ${next}_…, the next number after every existing migration (decision 0301)`,
      );
    }
    if (migrationNumber(file) !== index + 1) {
      throw new Error(
        `migration ${file} should be numbered ${expected}: migrations are numbered 0001 upward, ` +
          'each once and with no gap; a new one takes the next number after every existing one (decision 0301)',
      );
    }
  });
  return ordered;
}

/** The rows of `schema_migrations` that still carry a name from before decision 0301, with their new names. */
export function legacyRenames(recorded: readonly string[]): [legacy: string, current: string][] {
  const unknown = recorded.filter((name) => LEGACY_FILE.test(name) && !(name in LEGACY_NAMES));
  if (unknown.length > 0) {
    throw new Error(
      `this database applied ${unknown.join(', ')}, named before decision 0301 and unknown to this version ` +
        '(a branch migration renamed since?): add the old name to legacy-migration-names.ts or start from a new database',
    );
  }
  return recorded.flatMap((name): [string, string][] => {
    const current = LEGACY_NAMES[name];
    return current ? [[name, current]] : [];
  });
}

/**
 * What a database that recorded `applied` (current names) still has to apply, in order. A database
 * from before decision 0301 may lack migrations numbered up to LAST_LEGACY_NUMBER below ones it has
 * (its release numbered them by area); those are applied in the one order. Above that, a migration
 * numbered at or below one the database applied would run out of order there, so it is refused.
 */
export function pendingMigrations(ordered: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  const highest = Math.max(0, ...applied.map((name) => migrationNumber(name) ?? 0));
  const pending = ordered.filter((file) => !done.has(file));
  const late = pending.filter((file) => {
    const number = migrationNumber(file) ?? 0;
    return number > LAST_LEGACY_NUMBER && number <= highest;
  });
  if (late.length > 0) {
    throw new Error(
      `${late.join(', ')} would run after a migration numbered above it that this database already applied ` +
        '(its number was taken by another migration): renumber it after every existing one (decision 0301)',
    );
  }
  return pending;
}

/**
 * A live query never answers with what it read for other inputs (use-live-for.ts): every value a
 * hook returned while it moved to another job or to another person's database is recorded, on
 * real Dexie (fake-indexeddb) and React.
 */
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineDb } from '../db.ts';
import { deviceDb, employeeRow } from '../testing/rows.ts';
import { allEmployees, employeeById } from './employees.ts';
import { useLiveFor } from './use-live-for.ts';

describe('a live query moved to other inputs', () => {
  it("never shows the previous employee while another one's row is read", async () => {
    const db = deviceDb();
    const andre = employeeRow({ firstName: 'Andre' });
    const maria = employeeRow({ firstName: 'Maria' });
    await db.synced('employees').bulkPut([andre, maria]);
    const seen: (string | null | undefined)[] = [];
    const { rerender } = renderHook(
      ({ id }) => {
        const employee = useLiveFor(() => employeeById(db, id), [db, id]);
        seen.push(employee === undefined ? undefined : (employee?.firstName ?? null));
        return employee;
      },
      { initialProps: { id: andre.id } },
    );
    await waitFor(() => expect(seen.at(-1)).toBe('Andre'));
    const from = seen.length;
    rerender({ id: maria.id });
    await waitFor(() => expect(seen.at(-1)).toBe('Maria'));
    expect(seen.slice(from)).not.toContain('Andre');
  });

  it("never shows the first person's data once the hook reads the next person's database", async () => {
    const first = deviceDb();
    const next = deviceDb();
    await first.synced('employees').put(employeeRow({ firstName: 'Andre' }));
    await next.synced('employees').put(employeeRow({ firstName: 'Maria' }));
    const seen: (string[] | undefined)[] = [];
    const { rerender } = renderHook(
      ({ db }: { db: OfflineDb }) => {
        const team = useLiveFor(() => allEmployees(db), [db]);
        seen.push(team?.map((e) => e.firstName));
        return team;
      },
      { initialProps: { db: first } },
    );
    await waitFor(() => expect(seen.at(-1)).toEqual(['Andre']));
    const from = seen.length;
    rerender({ db: next });
    await waitFor(() => expect(seen.at(-1)).toEqual(['Maria']));
    expect(seen.slice(from)).not.toContainEqual(['Andre']);
  });
});

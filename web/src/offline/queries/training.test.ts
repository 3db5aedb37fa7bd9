/** The training portal's reads on a real Dexie database (fake-indexeddb). */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { badgeRow, deviceDb, employeeBadgeRow, moduleRow, progressRow, questionRow } from '../testing/rows.ts';
import { activeModules, earnedBadges, moduleById, moduleQuestions, progressByModule } from './training.ts';

describe('training queries', () => {
  it('lists active modules in module order; an inactive one still opens, a deleted one does not', async () => {
    const db = deviceDb();
    const [third, first, retired, deleted] = [
      moduleRow(3, { title: 'Third' }),
      moduleRow(1, { title: 'First' }),
      moduleRow(2, { title: 'Retired', isActive: false }),
      moduleRow(4, { title: 'Deleted', _deleted: 1 }),
    ];
    await db.synced('trainingModules').bulkPut([third, first, retired, deleted]);
    expect((await activeModules(db)).map((m) => m.title)).toEqual(['First', 'Third']);
    expect((await moduleById(db, retired.id))?.title).toBe('Retired');
    expect(await moduleById(db, deleted.id)).toBeNull();
    expect(await moduleById(db, randomUUID())).toBeNull();
  });

  it("gives a module's questions in question order, without other modules' or deleted ones", async () => {
    const db = deviceDb();
    const [mine, other] = [randomUUID(), randomUUID()];
    await db
      .synced('quizQuestions')
      .bulkPut([
        questionRow(mine, 2),
        questionRow(mine, 1),
        questionRow(mine, 3, { _deleted: 1 }),
        questionRow(other, 0),
      ]);
    expect((await moduleQuestions(db, mine)).map((q) => q.question)).toEqual(['Q1', 'Q2']);
  });

  it("keys the employee's progress by module, without anyone else's", async () => {
    const db = deviceDb();
    const [me, other, lifting, ladders] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await db
      .synced('employeeProgress')
      .bulkPut([
        progressRow(me, lifting, { status: 'completed', score: 100 }),
        progressRow(me, ladders, { _deleted: 1 }),
        progressRow(other, ladders),
      ]);
    const progress = await progressByModule(db, me);
    expect([...progress.keys()]).toEqual([lifting]);
    expect(progress.get(lifting)).toMatchObject({ status: 'completed', score: 100 });
  });

  it("lists the employee's badges oldest first, with when each was earned", async () => {
    const db = deviceDb();
    const [me, other] = [randomUUID(), randomUUID()];
    const [safety, complete] = [badgeRow('Safety Star'), badgeRow('Training Complete')];
    await db.synced('badges').bulkPut([safety, complete]);
    await db
      .synced('employeeBadges')
      .bulkPut([
        employeeBadgeRow(me, complete.id, '2026-03-05T10:00:00.000Z'),
        employeeBadgeRow(me, safety.id, '2026-03-01T10:00:00.000Z'),
        employeeBadgeRow(me, randomUUID(), '2026-03-02T10:00:00.000Z'),
        employeeBadgeRow(me, safety.id, '2026-03-03T10:00:00.000Z', { _deleted: 1 }),
        employeeBadgeRow(other, safety.id, '2026-02-01T10:00:00.000Z'),
      ]);
    expect((await earnedBadges(db, me)).map((b) => [b.name, b.earnedAt])).toEqual([
      ['Safety Star', '2026-03-01T10:00:00.000Z'],
      ['Training Complete', '2026-03-05T10:00:00.000Z'],
    ]);
  });
});

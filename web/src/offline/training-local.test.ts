/**
 * The device's own copy of the training rules: opening a module and finishing a quiz offline
 * give the same progress the server will record (the shared §5 functions), before any sync.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { applyLocal } from './local-mutators.ts';

const at = '2025-01-06T15:00:00.000Z';

async function deviceWithModule() {
  const db = new OfflineDb(`training-${randomUUID()}`);
  const moduleId = randomUUID();
  await db.synced('trainingModules').put({
    id: moduleId,
    title: 'Safe Lifting',
    description: 'Lift with your legs',
    content: '<p>Bend your knees.</p>',
    moduleOrder: 1,
    estimatedMinutes: 10,
    passingScore: 80,
    isActive: true,
    createdAt: at,
  });
  for (const [i, right] of [0, 1, 2, 0, 1].entries()) {
    await db.synced('quizQuestions').put({
      id: randomUUID(),
      moduleId,
      question: `Q${i + 1}`,
      options: ['a', 'b', 'c'],
      correctAnswer: right,
      explanation: 'Because.',
      questionOrder: i + 1,
      createdAt: at,
    });
  }
  return { db, moduleId };
}

const finish = (employeeId: string, moduleId: string, answers: number[]) => ({
  id: randomUUID(),
  employeeId,
  moduleId,
  answers,
  startedAt: '2025-01-06T14:50:00.000Z',
  finishedAt: '2025-01-06T14:54:31.000Z',
});

describe('training offline', () => {
  it('opening, failing and passing a quiz update one progress record the way the server will', async () => {
    const { db, moduleId } = await deviceWithModule();
    const employeeId = randomUUID();
    await applyLocal(db, 'openTrainingModule', { id: randomUUID(), employeeId, moduleId }, at);
    await applyLocal(db, 'finishQuiz', finish(employeeId, moduleId, [0, 1, 2, 2, 2]), at);
    let rows = await db.synced('employeeProgress').toArray();
    expect(rows).toHaveLength(1);
    // 3 of 5 = 60 % < 80 %; 4 min 31 s rounds to 5 minutes.
    expect(rows[0]).toMatchObject({ status: 'failed', score: 60, attempts: 1, timeSpent: 5, _pending: 1 });

    await applyLocal(db, 'finishQuiz', finish(employeeId, moduleId, [0, 1, 2, 0, 2]), at);
    rows = await db.synced('employeeProgress').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', score: 80, attempts: 2, timeSpent: 10, completedAt: at });
    // Badges are the server's to award: none appear on the device before the pull.
    expect(await db.synced('employeeBadges').count()).toBe(0);
    db.close();
  });
});

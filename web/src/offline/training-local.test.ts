/**
 * The device's part of training offline: opening a module and finishing a quiz keep one progress
 * record, and a finished quiz is queued for the server to score. The phone holds no answer key
 * (decision 0235), so it never computes a score or a pass itself.
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
  for (let i = 0; i < 5; i++) {
    await db.synced('quizQuestions').put({
      id: randomUUID(),
      moduleId,
      question: `Q${i + 1}`,
      options: ['a', 'b', 'c'],
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
  it('a quiz finished offline keeps the module started and scores nothing on the phone', async () => {
    const { db, moduleId } = await deviceWithModule();
    const employeeId = randomUUID();
    await applyLocal(db, 'openTrainingModule', { id: randomUUID(), employeeId, moduleId }, at);
    await applyLocal(db, 'finishQuiz', finish(employeeId, moduleId, [0, 1, 2, 0, 1]), at);
    const rows = await db.synced('employeeProgress').toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'in_progress', score: null, attempts: 0, lastQuiz: null, _pending: 1 });
    // Badges are the server's to award: none appear on the device before the pull.
    expect(await db.synced('employeeBadges').count()).toBe(0);
    db.close();
  });
});

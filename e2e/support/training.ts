/** Training fixtures: a trainee of our own (unique name) and the seeded modules' answer keys. */
import { randomUUID } from 'node:crypto';
import { type Employee, QuizQuestionSchema, TrainingModuleSchema } from '@haul/shared';
import { type APIRequestContext, expect } from '@playwright/test';
import { signInAs, uniqueLastName } from './staff.ts';

/** A new employee, created by the office through the admin-only sync mutator. */
export async function newTrainee(request: APIRequestContext): Promise<Pick<Employee, 'id' | 'firstName' | 'lastName'>> {
  await signInAs(request, 'admin');
  const id = randomUUID();
  const employee = { id, firstName: 'Trainee', lastName: uniqueLastName('Quiz') };
  const res = await request.post('/api/sync/push', {
    data: {
      clientId: randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'createEmployee',
          clientTime: new Date().toISOString(),
          args: { ...employee, phone: '(404) 555-0199', email: `trainee.${id.slice(0, 8)}@example.com` },
        },
      ],
    },
  });
  expect(res.status()).toBe(200);
  return employee;
}

export async function modulesAndKeys(request: APIRequestContext) {
  const modules = TrainingModuleSchema.array().parse(await (await request.get('/api/training/modules')).json());
  const first = modules[0];
  if (!first) throw new Error('no training modules seeded');
  const questions = QuizQuestionSchema.array().parse(
    await (await request.get(`/api/training/modules/${first.id}/questions`)).json(),
  );
  return { modules, first, questions };
}

/**
 * Training fixtures: the seeded modules and the first one's answer key, read through the office's
 * editor call (a phone never receives the key, decision 0235).
 */
import { TrainingModuleSchema, TrainingModuleWithQuestionsSchema } from '@haul/shared';
import type { APIRequestContext } from '@playwright/test';
import { signInAs } from './staff.ts';

/** Signs `request` in as the admin to read the key; sign it in again as whoever acts next. */
export async function modulesAndKeys(request: APIRequestContext) {
  await signInAs(request, 'admin');
  const modules = TrainingModuleSchema.array().parse(await (await request.get('/api/training/modules')).json());
  const first = modules[0];
  if (!first) throw new Error('no training modules seeded');
  const { questions } = TrainingModuleWithQuestionsSchema.parse(
    await (await request.get(`/api/training/modules/${first.id}`)).json(),
  );
  return { modules, first, questions };
}

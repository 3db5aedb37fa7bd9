/** Training fixtures: the seeded modules and the first one's answer key, read through the API. */
import { QuizQuestionSchema, TrainingModuleSchema } from '@haul/shared';
import type { APIRequestContext } from '@playwright/test';

/** `request` must be signed in (any staff account). */
export async function modulesAndKeys(request: APIRequestContext) {
  const modules = TrainingModuleSchema.array().parse(await (await request.get('/api/training/modules')).json());
  const first = modules[0];
  if (!first) throw new Error('no training modules seeded');
  const questions = QuizQuestionSchema.array().parse(
    await (await request.get(`/api/training/modules/${first.id}/questions`)).json(),
  );
  return { modules, first, questions };
}

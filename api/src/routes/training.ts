/**
 * The training portal's REST calls (the spec's), on the same service as the `openTrainingModule`
 * and `finishQuiz` mutators. The phone itself trains through sync; the office edits modules here.
 */
import { idField, ModuleOrderSchema, TrainingModuleInputSchema, TrainingProgressInputSchema } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin, requireUser } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { TrainingService } from '../services/training.ts';

const EmployeeQuery = z.object({ employeeId: idField() });
const ModuleParam = z.object({ id: idField() });

export function trainingRoutes(training: TrainingService) {
  return new Hono<AppEnv>()
    .get('/modules', requireUser, async (c) => c.json(await training.modules(currentUser(c))))
    .get('/modules/:id/questions', requireUser, validateInput('param', ModuleParam), async (c) =>
      c.json(await training.questions(currentUser(c), c.req.valid('param').id)),
    )
    .get('/progress', requireUser, validateInput('query', EmployeeQuery), async (c) =>
      c.json(await training.progress(currentUser(c), c.req.valid('query').employeeId)),
    )
    .get('/badges', requireUser, validateInput('query', EmployeeQuery), async (c) =>
      c.json(await training.badges(currentUser(c), c.req.valid('query').employeeId)),
    )
    .post('/progress', requireUser, validateJson(TrainingProgressInputSchema), async (c) =>
      c.json(await training.record(currentUser(c), c.req.valid('json')), 201),
    )
    .get('/completion', requireAdmin, async (c) => c.json(await training.completion()))
    .get('/modules/:id', requireAdmin, validateInput('param', ModuleParam), async (c) =>
      c.json(await training.moduleWithQuestions(c.req.valid('param').id)),
    )
    .post('/modules', requireAdmin, validateJson(TrainingModuleInputSchema), async (c) =>
      c.json(await training.createModule(currentUser(c), c.req.valid('json')), 201),
    )
    .put(
      '/modules/:id',
      requireAdmin,
      validateInput('param', ModuleParam),
      validateJson(TrainingModuleInputSchema),
      async (c) => c.json(await training.updateModule(currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/module-order', requireAdmin, validateJson(ModuleOrderSchema), async (c) =>
      c.json(await training.reorder(currentUser(c), c.req.valid('json').moduleIds)),
    );
}

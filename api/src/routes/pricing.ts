/**
 * Price books (admins edit; every staff account reads the current one) and estimates over REST,
 * on the same service and args as the `saveEstimate` and `signEstimate` mutators (decision 0190; an
 * estimate's `baseVersion` too, decision 0260).
 */
import { idField, MUTATOR_ARGS, SavePriceBookSchema, SignEstimateSchema } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin, requireUser } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { PricingService } from '../services/pricing.ts';

const JobParam = z.object({ appointmentId: idField() });
const IdParam = z.object({ id: idField() });

export function priceBookRoutes(pricing: PricingService) {
  return new Hono<AppEnv>()
    .get('/current', requireUser, async (c) => c.json(await pricing.currentBook()))
    .get('/', requireAdmin, async (c) => c.json(await pricing.listBooks()))
    .post('/', requireAdmin, validateJson(SavePriceBookSchema), async (c) =>
      c.json(await pricing.saveBook(currentUser(c), c.req.valid('json')), 201),
    );
}

export function estimateRoutes(pricing: PricingService) {
  return new Hono<AppEnv>()
    .get('/job/:appointmentId', requireUser, validateInput('param', JobParam), async (c) =>
      c.json({ estimate: await pricing.estimateForJob(currentUser(c), c.req.valid('param').appointmentId) }),
    )
    .put('/', requireUser, validateJson(MUTATOR_ARGS.saveEstimate), async (c) =>
      c.json(await pricing.saveEstimate(currentUser(c), c.req.valid('json'))),
    )
    .post(
      '/:id/signature',
      requireUser,
      validateInput('param', IdParam),
      validateJson(SignEstimateSchema.omit({ estimateId: true })),
      async (c) => {
        const args = { ...c.req.valid('json'), estimateId: c.req.valid('param').id };
        return c.json(await pricing.signEstimate(currentUser(c), args));
      },
    );
}

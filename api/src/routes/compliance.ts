/**
 * Compliance on the line items over HTTP (decision 0231), admins only: the disposal partners (tyre
 * carriers, refrigerant recyclers) and the log with its CSV. The crew's records come with
 * `completeJob`.
 */
import { ComplianceLogQuerySchema, DisposalPartnerCreateSchema, idField } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { ComplianceService } from '../services/compliance.ts';

const IdParam = z.object({ id: idField() });

export function complianceRoutes(compliance: ComplianceService) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/disposal-partners', async (c) => c.json({ partners: await compliance.partners() }))
    .post('/disposal-partners', validateJson(DisposalPartnerCreateSchema), async (c) =>
      c.json(await compliance.addPartner(currentUser(c), c.req.valid('json')), 201),
    )
    .delete('/disposal-partners/:id', validateInput('param', IdParam), async (c) => {
      await compliance.removePartner(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/compliance-log', validateInput('query', ComplianceLogQuerySchema), async (c) =>
      c.json({ rows: await compliance.log(c.req.valid('query')) }),
    )
    .get('/compliance-log.csv', validateInput('query', ComplianceLogQuerySchema), async (c) => {
      const { fileName, body } = await compliance.csv(c.req.valid('query'));
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8; header=present',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    });
}

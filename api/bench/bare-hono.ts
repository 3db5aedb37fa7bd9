/**
 * The anchor for `pnpm bench:booking` (docs/performance.md): Hono on @hono/node-server answering a constant
 * JSON body the size of an availability answer, with no middleware and no database. The
 * framework's own speed on this machine, measured in the same run as the real endpoint.
 */

import { ARRIVAL_WINDOW_LABELS } from '@haul/shared';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) => c.json({ availableSlots: ARRIVAL_WINDOW_LABELS }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`bare Hono running at http://127.0.0.1:${info.port}/`);
});

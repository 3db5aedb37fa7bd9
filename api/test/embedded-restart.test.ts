import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContactRequest } from '@haul/shared/factories';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/open.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('keeps what the app wrote across a restart', async () => {
    const config = { databaseUrl: undefined, databasePoolSize: 1, dataDir };
    const input = buildContactRequest();

    const first = await openDatabase(config);
    const res = await createApp({ sql: first.sql }).request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(res.status).toBe(201);
    await first.close();

    const second = await openDatabase(config);
    const rows = await second.sql`select email from contact_requests`;
    await second.close();
    expect(rows.map((r) => r.email)).toEqual([input.email]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContactRequest } from '@haul/shared/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { openDatabase } from '../src/db/open.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-restart-'));
const config = { databaseUrl: undefined, databasePoolSize: 1, dataDir };
let first: Database | null = null;

// Creating the data directory is PGlite's initdb plus compiling its WASM: 15-35 s on a loaded
// two-core machine, against under 1 s for all the migrations. It is this file's database
// fixture, like every other test file's, so it runs in the hook (hookTimeout); the test itself
// times only what it is about: write, close, open the existing directory again, read.
beforeAll(async () => {
  first = await openDatabase(config);
});
afterAll(async () => {
  await first?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database on disk', () => {
  it('keeps what the app wrote across a restart', async () => {
    if (!first) throw new Error('the database did not open');
    const input = buildContactRequest();
    const res = await createApp({ sql: first.sql }).request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(res.status).toBe(201);
    await first.close();
    first = null;

    const second = await openDatabase(config);
    const rows = await second.sql`select email from contact_requests`;
    await second.close();
    expect(rows.map((r) => r.email)).toEqual([input.email]);
  });
});

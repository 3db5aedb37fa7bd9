import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContactRequest } from '@haul/shared/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { DataDirInUse } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/open.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

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

/** `pnpm backup` / `pnpm restore` as scripts/backup.mjs runs them, on this file's DATA_DIR. */
function backupCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(here, '../src/backup/cli.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  });
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('embedded database on disk', () => {
  it("is one process's at a time: a second open and `pnpm backup` beside the app are refused", async () => {
    if (!first) throw new Error('the database did not open');
    await expect(openDatabase(config)).rejects.toThrow(DataDirInUse);
    await expect(openDatabase(config)).rejects.toThrow(`open in process ${process.pid}`);
    const backup = backupCli('backup', path.join(dataDir, 'backups'));
    expect(backup.stderr).toContain('backup refused: The embedded database');
    expect(backup.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(backup.status).toBe(1);
    // `pnpm restore` never writes over a directory that holds a database, nor reads a missing file.
    const missing = backupCli('restore', path.join(dataDir, 'no-such-backup.tar.gz'));
    expect([missing.status, missing.stderr.trim()]).toEqual([
      1,
      expect.stringContaining('restore refused: no such file'),
    ]);
    const backupFile = path.join(dataDir, 'some-backup.tar.gz');
    fs.writeFileSync(backupFile, '');
    const over = backupCli('restore', backupFile);
    expect(over.stderr).toContain(`restore refused: ${dataDir} already holds a database`);
    expect(over.status).toBe(1);
    const written = path.join(dataDir, 'backups');
    expect(fs.existsSync(written) ? fs.readdirSync(written) : []).toEqual([]);
  });

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
    // kill -9 leaves its lock behind; the next start takes it over.
    fs.writeFileSync(path.join(dataDir, 'haul.lock'), String(deadPid()));

    const second = await openDatabase(config);
    const rows = await second.sql`select email from contact_requests`;
    await second.close();
    expect(rows.map((r) => r.email)).toEqual([input.email]);
  });
});

#!/usr/bin/env node
/**
 * `pnpm backup [DIR]` / `pnpm restore FILE` (through scripts/bootstrap.mjs): runs
 * api/src/backup/cli.ts with the API's TypeScript loader; relative paths are the caller's.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'api');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(api, 'src', 'backup', 'cli.ts'), ...process.argv.slice(2)],
  {
    cwd: api,
    stdio: 'inherit',
    env: { ...process.env, HAUL_CALLER_DIR: process.env.INIT_CWD ?? process.cwd() },
  },
);
child.on('exit', (code) => process.exit(code ?? 1));

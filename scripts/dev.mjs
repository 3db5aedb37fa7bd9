#!/usr/bin/env node
/** `pnpm dev`: the API with reload on port 3000 and Vite's dev server (proxying /api) on 5173. */
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@haul/api', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@haul/web', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

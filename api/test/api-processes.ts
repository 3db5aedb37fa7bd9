/**
 * Real API processes (api/src/server.ts, as production starts it) for the multi-instance tests:
 * start one on a database URL, stop it, kill it with SIGKILL, and a `Harness`-shaped view of it
 * so the sync and staff helpers (sync-support.ts, staff-support.ts) talk to it over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWithOneRetryOnRuntimeCrash } from '@haul/shared/test-processes';
import type { Harness } from './harness.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  name: string;
  url: string;
  proc: ChildProcess;
  /** Everything the process printed. */
  output(): string;
}

export function startApiProcess(name: string, env: Record<string, string>): Promise<ApiProcess> {
  return startWithOneRetryOnRuntimeCrash(name, () => startApiProcessOnce(name, env));
}

async function startApiProcessOnce(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: '1',
      LOG_REQUESTS: 'false',
      LOG_FORMAT: 'text',
      WEB_DIST_DIR: path.join(apiDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Text logs print the URL; JSON logs (production) a "listening" line with the port.
      const text = /running at (http:\/\/[^/\s]+)\//.exec(output)?.[1];
      const port = /"msg":"listening".*?"port":(\d+)/.exec(output)?.[1];
      const url = text?.replace('localhost', '127.0.0.1') ?? (port ? `http://127.0.0.1:${port}` : null);
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
  return { name, url, proc, output: () => output };
}

/** SIGTERM (the graceful stop) and wait; nothing if it already exited. */
export async function stopApiProcess(instance: ApiProcess | undefined) {
  if (!instance || instance.proc.exitCode !== null || instance.proc.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.proc.on('exit', resolve));
  instance.proc.kill('SIGTERM');
  await exited;
}

/** SIGKILL: no shutdown code runs, connections drop mid-request. */
export async function killApiProcess(instance: ApiProcess) {
  const exited = new Promise((resolve) => instance.proc.on('exit', resolve));
  instance.proc.kill('SIGKILL');
  await exited;
}

/**
 * The process as a `Harness` for helpers that only send requests (`json`, `signIn`): no Origin
 * header (not a browser page, so the same-origin check lets it through), the cookie as given.
 */
export function overHttp(instance: ApiProcess, passwords: { admin: string; crew: string }): Harness {
  const json: Harness['json'] = (method, route, body, headers = {}) =>
    fetch(`${instance.url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    json,
    async signIn(role) {
      const res = await json('POST', '/api/auth/login', { username: role, password: passwords[role] });
      if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error('sign-in set no cookie');
      return cookie;
    },
  } as Harness;
}

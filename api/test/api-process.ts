/**
 * A real API process (api/src/server.ts, as production starts it) on a PostgreSQL database, for
 * the tests that need two of them (two-instances, messages-two-processes). `env` adds to or
 * overrides the defaults below.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  name: string;
  url: string;
  proc: ChildProcess;
}

export async function startApiProcess(name: string, dbUrl: string, env: Record<string, string>): Promise<ApiProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
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
      const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
  return { name, url, proc };
}

/** SIGTERM, as a deploy stops it; resolves when the process has exited. */
export async function stopApiProcess(instance: ApiProcess | undefined) {
  if (!instance || instance.proc.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.proc.on('exit', resolve));
  instance.proc.kill('SIGTERM');
  await exited;
}

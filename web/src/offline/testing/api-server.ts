/**
 * Starts the real API (api/test/serve-for-web.ts) as a child process for one test file, and
 * gives tests a cookie-carrying transport to it with switchable faults.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startWithOneRetryOnRuntimeCrash } from '@haul/shared/test-processes';
import type { Transport } from '../transport.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../api');
export const PASSWORDS = { admin: 'test-admin-password', crew: 'test-crew-password' } as const;

export interface TestApi {
  url: string;
  stop(): Promise<void>;
  /** Resolves when the server next reports that it restarted (see `restartServer`). */
  nextRestart(): Promise<void>;
  /** On PostgreSQL: the test database, for more instances to share. */
  databaseUrl: string | null;
  /** SIGKILL: no shutdown code runs, requests in flight are cut. */
  kill(): Promise<void>;
  /**
   * Set by `startApiInstances`: where the next device request goes (a live instance chosen at
   * random), and the SIGKILL of one instance, replaced by a new process on the same database.
   */
  route?(): string;
  killOne?(): Promise<void>;
  stats?: { kills: number; restarted: number };
}

/** `env`: extra settings for the test server (PULL_PAGE_SIZE). */
export function startApi(env: Record<string, string> = {}): Promise<TestApi> {
  return startWithOneRetryOnRuntimeCrash('the test API', () => startApiOnce(env));
}

function startApiOnce(env: Record<string, string>): Promise<TestApi> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/serve-for-web.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // The server's errors still reach the test's output; kept too, so a crash can be told apart.
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const restartWaiters: (() => void)[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let databaseUrl: string | null = null;
  return new Promise((resolve, reject) => {
    let out = '';
    if (!child.stdout) throw new Error('the test API has no stdout');
    createInterface({ input: child.stdout }).on('line', (line) => {
      out += `${line}\n`;
      if (line === 'RESTARTED') for (const restarted of restartWaiters.splice(0)) restarted();
      databaseUrl = /^DATABASE (\S+)/.exec(line)?.[1] ?? databaseUrl;
      const match = /^READY (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        resolve({
          url: match[1],
          databaseUrl,
          kill: async () => {
            child.kill('SIGKILL');
            await exited;
          },
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.stdin?.end();
            }),
          nextRestart: () => new Promise<void>((restarted) => restartWaiters.push(restarted)),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`test API exited with ${code}: ${out}${errors}`)));
  });
}

/**
 * PostgreSQL only: `count` API processes on one database, as production runs several. `url` is
 * an owner process that made the database and answers the test routes (never killed); device
 * requests go to the others (`route`), one of which `killOne` kills with SIGKILL and replaces.
 */
export async function startApiInstances(count = 2, seed = 28): Promise<TestApi> {
  // Seeded, so a soak that fails replays with the same routing and the same victims.
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const owner = await startApi();
  if (!owner.databaseUrl) throw new Error('several instances need DATABASE_URL (PostgreSQL)');
  const share = { SHARE_DATABASE_URL: owner.databaseUrl };
  const live: TestApi[] = await Promise.all(Array.from({ length: count }, () => startApi(share)));
  const replacing: Promise<void>[] = [];
  const stats = { kills: 0, restarted: 0 };
  return {
    ...owner,
    stats,
    route: () => (live[Math.floor(random() * live.length)] as TestApi).url,
    async killOne() {
      // Keep one alive: a device would otherwise find no server (as offline, tested elsewhere).
      if (live.length < 2) return;
      const victim = live.splice(Math.floor(random() * live.length), 1)[0] as TestApi;
      stats.kills++;
      await victim.kill();
      replacing.push(
        startApi(share).then((fresh) => {
          live.push(fresh);
          stats.restarted++;
        }),
      );
    },
    async stop() {
      await Promise.allSettled(replacing);
      await Promise.all(live.map((instance) => instance.stop()));
      await owner.stop();
    },
  };
}

export async function signIn(api: TestApi, role: keyof typeof PASSWORDS): Promise<string> {
  const res = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify({ username: role, password: PASSWORDS[role] }),
  });
  if (!res.ok) throw new Error(`sign-in failed ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** What happens to the next requests: each fault is used once, in order. */
export type Fault = 'pass' | 'drop-request' | 'drop-response' | '500' | '401' | 'portal' | 'duplicate';

export interface TestTransport extends Transport {
  cookie: string;
  faults: Fault[];
  /** Set to fail every request as if offline. */
  offline: boolean;
  calls: string[];
  /** A proxy in front with this body limit: larger requests answer 413 without reaching the API. */
  maxBodyBytes: number | null;
}

export function testTransport(api: TestApi, cookie: string): TestTransport {
  const t: TestTransport = {
    baseUrl: api.url,
    cookie,
    faults: [],
    offline: false,
    calls: [],
    maxBodyBytes: null,
    fetch: async (input, init) => {
      // Several instances: each request to one of them, as a load balancer would.
      const target = api.route?.() ?? api.url;
      const url = api.route ? target + String(input).slice(api.url.length) : String(input);
      t.calls.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
      if (t.offline) throw new TypeError('Failed to fetch');
      if (t.maxBodyBytes !== null && typeof init?.body === 'string' && init.body.length > t.maxBodyBytes)
        return new Response('{"error":{"code":"payload_too_large","message":"proxy limit"}}', {
          status: 413,
          headers: { 'content-type': 'application/json' },
        });
      const fault = t.faults.shift();
      if (fault === 'drop-request') throw new TypeError('Failed to fetch');
      if (fault === '500')
        return new Response('{"error":{"code":"internal","message":"x"}}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      if (fault === '401')
        return new Response('{"error":{"code":"unauthorized","message":"x"}}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      if (fault === 'portal')
        return new Response('<html>Sign in to CoffeeShop WiFi</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        });
      const headers = new Headers(init?.headers);
      headers.set('cookie', t.cookie);
      headers.set('origin', target);
      if (fault === 'duplicate') {
        // The same request arrives twice at once (a retrying proxy, a second tab): one answer comes back.
        const [first, second] = await Promise.allSettled([
          fetch(url, { ...init, headers }),
          fetch(url, { ...init, headers }),
        ]);
        if (first.status === 'fulfilled') await first.value.arrayBuffer();
        if (second.status === 'rejected') throw new TypeError('Failed to fetch');
        return second.value;
      }
      const res = await fetch(url, { ...init, headers });
      if (fault === 'drop-response') {
        await res.arrayBuffer();
        throw new TypeError('network connection was lost');
      }
      return res;
    },
  };
  return t;
}

export async function serverMutations(
  api: TestApi,
  clientId: string,
): Promise<{ id: number; name: string; status: string }[]> {
  return (await fetch(`${api.url}/__test/mutations?clientId=${clientId}`)).json();
}
/**
 * Restarts the test API in place, cutting every open connection (the database is kept); with
 * several instances, kills one with SIGKILL instead (a new process takes its place).
 */
export async function restartServer(api: TestApi): Promise<void> {
  if (api.killOne) return api.killOne();
  const restarted = api.nextRestart();
  await fetch(`${api.url}/__test/restart`, { method: 'POST' });
  await restarted;
}
export async function serverCount(api: TestApi, table: string): Promise<number> {
  return ((await (await fetch(`${api.url}/__test/count?table=${table}`)).json()) as { n: number }).n;
}
/** Held-item notices stored for a device (decision 0265), including any the office's list hides. */
export async function serverHeldRows(api: TestApi, clientId: string): Promise<number> {
  return ((await (await fetch(`${api.url}/__test/held?clientId=${clientId}`)).json()) as { n: number }).n;
}

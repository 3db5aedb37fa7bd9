/**
 * Live sync (docs/sync.md #21, decision 0250): `GET /api/sync/events` pokes a
 * signed-in device when anything synced changed, and carries no row data; the device's pull
 * brings what it may see. Runs on PGlite (the change version read while a stream is open) and,
 * with DATABASE_URL, on PostgreSQL, where a second describe puts two app instances on one
 * database, each with its own notice connection, as two API processes have.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { createApp } from '../src/app.ts';
import { hashSessionToken } from '../src/auth/session-token.ts';
import { type ChangeNotices, listenForChanges } from '../src/db/change-notices.ts';
import { currentVersion } from '../src/db/change-version.ts';
import type { Database } from '../src/db/client.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { type ChangeSource, changeSourceFor, type LiveSync, liveSync, STREAMS_PER_SESSION } from '../src/sync/live.ts';
import { connectAgain, databaseUrl } from './database.ts';
import { type Harness, TEST_ORIGIN, useHarness, withApp } from './harness.ts';
import { addJob, mutation, pullAll, pushOk } from './sync-support.ts';

interface ServerEvent {
  /** `change`, `ready`, or `comment` for a `:` line (the heartbeat). */
  event: string;
  data: string;
  at: number;
}

/** An open event stream read as a browser's EventSource would, event by event. */
interface EventStream {
  status: number;
  type: string;
  res: Response;
  /** The body of an answer that is not a stream (a 401's JSON). */
  body: string;
  events: ServerEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event after index `from` that `match` accepts, within `timeoutMs`. */
  waitFor(match: (e: ServerEvent) => boolean, from?: number, timeoutMs?: number): Promise<ServerEvent>;
  /** Hangs up (the device went away). */
  close(): Promise<void>;
}

async function openEvents(app: App, cookie?: string): Promise<EventStream> {
  const res = await app.request('/api/sync/events', {
    headers: { origin: TEST_ORIGIN, accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
  });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  const streaming = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const body = streaming ? '' : await res.text();
  const reader = streaming ? res.body?.getReader() : undefined;
  const ended = (async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const e: ServerEvent = { event: 'message', data: '', at: performance.now() };
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) e.event = 'comment';
          else if (line.startsWith('event: ')) e.event = line.slice(7);
          else if (line.startsWith('data: ')) e.data = line.slice(6);
        }
        events.push(e);
        for (const wake of [...waiters]) wake();
      }
    }
    for (const wake of [...waiters]) wake();
  })();
  let over = false;
  void ended.then(() => {
    over = true;
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    res,
    body,
    events,
    ended,
    waitFor(match, from = 0, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (over) {
            cleanup();
            reject(new Error(`the stream ended; events: ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event in ${timeoutMs} ms; events: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader?.cancel();
      await ended;
    },
  };
}

const isChange = (e: ServerEvent) => e.event === 'change';
/** A poke sent after `version` was committed: a device pulling on it gets that change. */
const pokeFor = (version: number) => (e: ServerEvent) => isChange(e) && e.data !== '' && Number(e.data) >= version;
/** Resolves true if the stream ends within `ms` (false after). */
const endsWithin = (s: EventStream, ms: number) =>
  Promise.race([
    s.ended.then(() => true),
    new Promise<boolean>((_, reject) => setTimeout(() => reject(new Error(`the stream did not end in ${ms} ms`)), ms)),
  ]).catch(() => false);
/**
 * Whether the stream is still open once every pending end has been read (one turn of the event
 * loop): asked after the server has ended another stream on the same occasion, which it does in
 * the same pass.
 */
const stillOpen = (s: EventStream) =>
  Promise.race([s.ended.then(() => false), new Promise<boolean>((r) => setTimeout(r, 0, true))]);

const assign = (h: Harness, admin: string, appointmentId: string, employeeId: string) =>
  pushOk(h, admin, randomUUID(), [mutation(1, 'assignEmployee', { appointmentId, employeeId })]);

describe('live sync: GET /api/sync/events', () => {
  const base = useHarness({ now: '2025-01-06T15:00:00Z' });
  let h: Harness;
  let live: LiveSync;
  let admin: string;
  const open: EventStream[] = [];
  const events = async (cookie?: string) => {
    const s = await openEvents(h.app, cookie);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    // A short heartbeat, so a session ended elsewhere is seen within the test.
    live = liveSync(
      changeSourceFor(null, () => currentVersion(base.db.sql)),
      { heartbeatMs: 300 },
    );
    h = withApp(base, { live });
    admin = await h.signIn('admin');
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  it('sync.md #21 pokes the crew phone within 2 s of the office assigning it, and its pull brings the job', async () => {
    const crew = await h.signIn('crew');
    const job = await addJob(h, admin);
    const before = await pullAll(h, crew);
    expect(before.rows.get(job.id)?.assignedEmployeeIds ?? []).not.toContain(h.crewEmployeeId);

    const stream = await events(crew);
    expect(stream.status).toBe(200);
    expect(stream.type).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    await stream.waitFor((e) => e.event === 'ready');

    const from = stream.events.length;
    const started = performance.now();
    await assign(h, admin, job.id, h.crewEmployeeId);
    const version = await currentVersion(h.db.sql);
    const poke = await stream.waitFor(pokeFor(version), from);
    const ms = Math.round(poke.at - started);
    console.info(`live sync: assignment to poke ${ms} ms (change version read every 250 ms, 150 ms coalescing)`);
    expect(ms).toBeLessThanOrEqual(2_000);
    // The poke is only a poke: the assignment travels in the pull, scoped to the crew member.
    expect(poke.data).not.toContain(job.id);
    const after = await pullAll(h, crew, before.last.cursor);
    expect(after.rows.get(job.id)?.assignedEmployeeIds).toEqual([h.crewEmployeeId]);
  });

  it('answers 401 and opens no stream without a session', async () => {
    const openBefore = live.size();
    for (const cookie of [undefined, 'haul_session=not-a-session']) {
      const stream = await events(cookie);
      expect(stream.status).toBe(401);
      expect(stream.type).toMatch(/^application\/json/);
      expect(JSON.parse(stream.body)).toMatchObject({ error: { code: 'unauthorized' } });
      await stream.ended;
      expect(live.size()).toBe(openBefore);
    }
  });

  it('ends the stream at once when its session signs out, and only that session’s', async () => {
    // The default 25-second heartbeat: only the sign-out itself can end the stream in time.
    const own = liveSync(changeSourceFor(null, () => currentVersion(base.db.sql)));
    const app = withApp(base, { live: own });
    const crew = await h.signIn('crew');
    const other = await h.signIn('crew');
    const mine = await openEvents(app.app, crew);
    const theirs = await openEvents(app.app, other);
    open.push(mine, theirs);
    await mine.waitFor((e) => e.event === 'ready');
    await theirs.waitFor((e) => e.event === 'ready');
    expect(own.size()).toBe(2);

    expect((await app.json('POST', '/api/auth/logout', undefined, { cookie: crew })).status).toBe(204);
    expect(await endsWithin(mine, 1_000)).toBe(true);
    expect(own.size()).toBe(1);
    expect(await stillOpen(theirs)).toBe(true);
  });

  it('ends the stream at its next heartbeat when the session ended elsewhere (another instance, access disabled)', async () => {
    const crew = await h.signIn('crew');
    const stream = await events(crew);
    await stream.waitFor((e) => e.event === 'comment', 0, 2_000);
    const token = decodeURIComponent(crew.split('=')[1] ?? '');
    await sessionsRepository(h.db.sql).revoke(hashSessionToken(token), h.clock.now());
    expect(await endsWithin(stream, 2_000)).toBe(true);
  });

  it(`keeps at most ${STREAMS_PER_SESSION} streams per session: a newer one closes the oldest`, async () => {
    const crew = await h.signIn('crew');
    const streams: EventStream[] = [];
    for (let i = 0; i <= STREAMS_PER_SESSION; i++) {
      const s = await events(crew);
      await s.waitFor((e) => e.event === 'ready');
      streams.push(s);
    }
    expect(await endsWithin(streams[0] as EventStream, 1_000)).toBe(true);
    for (const s of streams.slice(1)) expect(await stillOpen(s)).toBe(true);
  });

  it('stops reading the change version once no stream is open, and ends every stream at shutdown', async () => {
    const reads: number[] = [];
    const own = liveSync(
      changeSourceFor(null, async () => {
        reads.push(Date.now());
        return currentVersion(h.db.sql);
      }),
    );
    const app = withApp(base, { live: own }).app;
    const crew = await h.signIn('crew');
    const a = await openEvents(app, crew);
    await a.waitFor((e) => e.event === 'ready');
    await expect.poll(() => reads.length, { timeout: 2_000 }).toBeGreaterThan(2);
    await a.close();
    await expect.poll(() => own.size(), { timeout: 1_000 }).toBe(0);
    const after = reads.length;
    // Another hub polling the same way, with a stream open, keeps time: once it has read the
    // version three times more, this one would have read it too had it kept polling.
    let witnessReads = 0;
    const witness = liveSync(
      changeSourceFor(null, async () => {
        witnessReads++;
        return currentVersion(h.db.sql);
      }),
    );
    const w = await openEvents(withApp(base, { live: witness }).app, crew);
    await w.waitFor((e) => e.event === 'ready');
    const from = witnessReads;
    await expect.poll(() => witnessReads, { timeout: 5_000 }).toBeGreaterThanOrEqual(from + 3);
    expect(reads.length).toBeLessThanOrEqual(after + 1);
    await w.close();
    witness.close();

    const b = await openEvents(app, crew);
    await b.waitFor((e) => e.event === 'ready');
    own.close();
    expect(await endsWithin(b, 1_000)).toBe(true);
  });
});

describe('live sync: coalescing', () => {
  it('makes one poke with the highest version of the changes within 150 ms', async () => {
    let emit: (version: number | null) => void = () => {};
    const source: ChangeSource = {
      subscribe(onChange) {
        emit = onChange;
        return { ready: Promise.resolve(), stop: () => {} };
      },
    };
    const hub = liveSync(source);
    const pokes: (number | null)[] = [];
    const registration = hub.open('session', { poke: (v) => pokes.push(v), end: () => {} });
    for (const v of [7, 9, 8, null]) emit(v);
    expect(pokes).toEqual([]);
    await expect.poll(() => pokes, { timeout: 1_000 }).toEqual([9]);
    emit(null);
    await expect.poll(() => pokes, { timeout: 1_000 }).toEqual([9, null]);
    registration.close();
    expect(hub.size()).toBe(0);
  });
});

// Two API instances on one PostgreSQL database, each listening for change notices as server.ts does.
describe.skipIf(!process.env.DATABASE_URL)('live sync across two instances (PostgreSQL server)', () => {
  const h = useHarness({ now: '2025-01-06T15:00:00Z' });
  let second: Database;
  let noticesA: ChangeNotices;
  let noticesB: ChangeNotices;
  let a: Harness;
  let b: App;
  let stream: EventStream | undefined;
  const listening = (n: ChangeNotices) =>
    vi.waitFor(
      () => {
        if (n.token() === null) throw new Error('the notice connection never listened');
      },
      { timeout: 5_000, interval: 10 },
    );
  beforeAll(async () => {
    const url = databaseUrl(h.db);
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    second = connectAgain(h.db);
    noticesA = listenForChanges(url);
    noticesB = listenForChanges(url);
    a = withApp(h, { changeNotices: noticesA });
    b = createApp({ sql: second.sql, clock: h.clock, changeNotices: noticesB });
    await listening(noticesA);
    await listening(noticesB);
  });
  afterAll(async () => {
    await stream?.close();
    await noticesA?.close();
    await noticesB?.close();
    await second?.close();
  });

  it('sync.md #21 pokes a device on one instance for every change committed on the other, none missed', async () => {
    const admin = await a.signIn('admin');
    const crew = await a.signIn('crew');
    stream = await openEvents(b, crew);
    await stream.waitFor((e) => e.event === 'ready');
    for (let i = 0; i < 3; i++) {
      const job = await addJob(a, admin);
      const from = stream.events.length;
      await assign(a, admin, job.id, h.crewEmployeeId);
      await stream.waitFor(pokeFor(await currentVersion(h.db.sql)), from);
    }
    // The notice connection drops (a restart, a network blip): a change made meanwhile still pokes,
    // by its notice or by the poke a re-made connection sends everyone (naming the version then).
    await h.db.sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'haul-api-change-notices' and datname = current_database()`;
    const job = await addJob(a, admin);
    const from = stream.events.length;
    await assign(a, admin, job.id, h.crewEmployeeId);
    await stream.waitFor(pokeFor(await currentVersion(h.db.sql)), from, 7_000);
    await listening(noticesB);
  });
});

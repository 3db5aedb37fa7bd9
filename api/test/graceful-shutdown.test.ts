/**
 * Restarts lose nothing in flight (decision 0094): the real server (src/server.ts, started the way
 * `pnpm start` starts it) on a free port gets SIGTERM while 50 bookings are in flight, each on a
 * connection of its own, open and written before the signal. Each booking must be either answered
 * 201 and stored, or not stored at all; every one sent before the signal is answered; the process
 * must exit cleanly. On a loaded machine some connections were still in the listen queue at the
 * signal (the kernel had completed them, the server had not taken them): closing the listener reset
 * them, 1 to 5 of 50 in 3 runs of 10, until the shutdown's last call (LAST_CALL_MS in server.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARRIVAL_WINDOW_LABELS, bookableDates, closedDayOn, OBSERVED_HOLIDAYS } from '@haul/shared';
import { startWithOneRetryOnRuntimeCrash } from '@haul/shared/test-processes';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import { bookingFor } from './booking-helpers.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-sigterm-'));
const serverUrl = process.env.DATABASE_URL;
const databaseName = `haul_sigterm_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    // Generated from hex digits above; identifiers cannot be bound parameters.
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

/** Starts src/server.ts and resolves with its URL once it listens. */
async function startServer(databaseUrl: string | undefined): Promise<{ url: string; exited: Promise<number | null> }> {
  // As scripts/start.mjs runs it: node itself receives the signal (the tsx CLI would relay it,
  // and SIGKILL the server if it does not confirm within 30 ms — on a busy machine it may not).
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO_DATA: 'false',
      E2E_RELAXED_LIMITS: 'true',
      CREWS_PER_WINDOW: '50',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { url, exited };
}

interface Answer {
  status: number;
  text: string;
}

/**
 * POSTs a booking on a connection of its own: `sent` settles once the connection is open and the
 * request written, `answer` with the status and body (status 0: no answer, the connection failed).
 */
function send(url: string, body: unknown): { sent: Promise<void>; answer: Promise<Answer> } {
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const answer = new Promise<Answer>((resolve) => {
    const req = http.request(`${url}/api/appointments`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json' },
    });
    let connected = false;
    let written = false;
    const check = () => connected && written && markSent();
    req.on('socket', (socket) =>
      socket.once('connect', () => {
        connected = true;
        check();
      }),
    );
    req.on('finish', () => {
      written = true;
      check();
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (error) => resolve({ status: 0, text: String(error) }));
    });
    req.on('error', (error) => {
      markSent();
      resolve({ status: 0, text: String(error) });
    });
    req.end(JSON.stringify(body));
  });
  return { sent, answer };
}

describe('SIGTERM with bookings in flight', () => {
  it('answers each booking 201 and keeps it, or keeps nothing; then exits 0', async () => {
    let databaseUrl: string | undefined;
    if (serverUrl) {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${databaseName}`);
      await admin.end();
      const u = new URL(serverUrl);
      u.pathname = `/${databaseName}`;
      databaseUrl = u.toString();
    }
    const { url, exited } = await startWithOneRetryOnRuntimeCrash('the server', () => {
      // A crashed start may leave a half-made embedded database behind: each attempt starts empty.
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir);
      return startServer(databaseUrl);
    });

    // The server runs on the real clock: skip the holidays a fresh database closes (decision 0140).
    const [first, second] = bookableDates(new Date()).filter((d) => !closedDayOn(d, OBSERVED_HOLIDAYS));
    const bookings = Array.from({ length: 50 }, (_, i) =>
      bookingFor(i % 2 === 0 ? (first as string) : (second as string), {
        email: `sigterm-${i}-${randomUUID().slice(0, 8)}@example.com`,
        preferredTimeSlot: ARRIVAL_WINDOW_LABELS[i % ARRIVAL_WINDOW_LABELS.length] as string,
      }),
    );
    const inFlight = bookings.map((b) => send(url, b));
    // Signal once every booking is on its own connection and written, and the first is answered:
    // the server has taken them all in and is still processing the rest. (Signalled at the first
    // answer alone, a loaded machine had not yet connected some of them: refused at the door, not
    // lost, but not the drain this checks.)
    await Promise.all(inFlight.map((f) => f.sent));
    await Promise.race(inFlight.map((f) => f.answer));
    child?.kill('SIGTERM');
    const answers = await Promise.all(inFlight.map((f) => f.answer));
    // Sent after the signal (see below for what it may get).
    const late = bookingFor(first as string, { email: `sigterm-late-${randomUUID().slice(0, 8)}@example.com` });
    const lateAnswer = await send(url, late).answer;
    expect(await exited).toBe(0);

    const db = await openDatabase({ databaseUrl, databasePoolSize: 1, dataDir });
    const stored = new Set((await db.sql<{ email: string }[]>`select email from appointments`).map((r) => r.email));
    await db.close();

    const answered = answers.filter((a) => a.status === 201).length;
    for (const [i, answer] of answers.entries()) {
      const email = bookings[i]?.email ?? '';
      if (answer.status === 201) expect(stored.has(email), `booking ${i} answered 201 but not stored`).toBe(true);
      else expect(stored.has(email), `booking ${i} answered ${answer.status} but stored`).toBe(false);
      expect(answer.status === 201 || answer.status === 0, `booking ${i}: ${answer.status} ${answer.text}`).toBe(true);
    }
    expect(answered).toBeGreaterThan(0);
    // Sent after the signal: a new connection is refused (0); on a kept-alive one still open while
    // the server drains, it is served like the rest (201 and stored), or, once the drain is over,
    // refused at the door (503) and never stored. Never answered one way and stored the other.
    expect([0, 201, 503]).toContain(lateAnswer.status);
    expect(stored.has(late.email)).toBe(lateAnswer.status === 201);
    // The point of draining: everything accepted before the signal finished.
    expect(answered).toBe(50);
  }, 300_000);
});

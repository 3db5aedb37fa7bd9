/**
 * Job sites from the US Census geocoder, against a local HTTP stand-in that answers in that
 * service's format: a match, its no-match answer, a timeout and a malformed answer. Whatever the
 * geocoder does, the booking is answered first and succeeds; a job it cannot place is flagged "no site".
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { censusGeocoder, type GeocodeResult, type Geocoder } from '../src/geocoding/census.ts';
import { bookingFor, noRateLimit } from './booking-helpers.ts';
import { TEST_ORIGIN, useHarness } from './harness.ts';
import { addJob } from './sync-support.ts';

const MATCH = { x: -84.296312, y: 33.774828 };
/** Requests held open by the "slow" address, released at the end so the server can close. */
const held: (() => void)[] = [];
/** Every address the stand-in was asked about. */
const asked: string[] = [];

function standIn(): Server {
  return createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://stand-in').searchParams.get('address') ?? '';
    asked.push(address);
    const reply = (body: string) => res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (address.startsWith('SLOW')) {
      held.push(() => reply(JSON.stringify({ result: { addressMatches: [] } })));
      return;
    }
    if (address.startsWith('BROKEN')) return reply('{"result": {"addressMatches": [{"coordinates": "here"}]}}');
    if (address.startsWith('NOWHERE')) return reply(JSON.stringify({ result: { input: {}, addressMatches: [] } }));
    reply(
      JSON.stringify({
        result: {
          input: { address: { address }, benchmark: { benchmarkName: 'Public_AR_Current' } },
          addressMatches: [{ matchedAddress: address.toUpperCase(), coordinates: MATCH, tigerLine: { side: 'L' } }],
        },
      }),
    );
  });
}

const server = standIn();
let baseUrl = '';
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const geocoder = censusGeocoder({ baseUrl, timeoutMs: 1500 });
/** Each answer the app got from the geocoder, by address: settles when the app has it. */
const answers = new Map<string, Promise<GeocodeResult>>();
const watchedGeocoder: Geocoder = {
  geocode(address) {
    const answer = geocoder.geocode(address);
    answers.set(address, answer);
    return answer;
  },
};

const h = useHarness({ now: '2025-01-06T15:00:00Z', deps: { ...noRateLimit, geocoder: watchedGeocoder } });

afterAll(async () => {
  for (const release of held) release();
  server.close();
  await once(server, 'close');
});

describe('census geocoder adapter', () => {
  it('reads a match as latitude y and longitude x', async () => {
    expect(await geocoder.geocode('123 Main St, Decatur, GA')).toEqual({
      kind: 'match',
      latitude: MATCH.y,
      longitude: MATCH.x,
    });
  });
  it('reads the no-match answer, a timeout and a malformed answer without throwing', async () => {
    expect(await geocoder.geocode('NOWHERE 1')).toEqual({ kind: 'no_match' });
    expect(await geocoder.geocode('SLOW 1')).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(await geocoder.geocode('BROKEN 1')).toEqual({ kind: 'failed', reason: 'malformed answer' });
  });
  it('reports an unreachable geocoder as a failure', async () => {
    const down = censusGeocoder({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 });
    expect((await down.geocode('1 Main St')).kind).toBe('failed');
  });
});

describe('booking a job places it on the map after answering', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await h.signIn('admin');
  });

  async function book(address: string, slot: string) {
    const res = await h.json(
      'POST',
      '/api/appointments',
      bookingFor('2025-01-08', { address, preferredTimeSlot: slot }),
      {
        origin: TEST_ORIGIN,
      },
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  const siteOf = async (id: string) => {
    const [row] = await h.db.sql<
      { site_latitude: number | null; site_source: string | null; site_flag: string | null }[]
    >`
      select site_latitude, site_source, site_flag from appointments where id = ${id}`;
    return row;
  };

  it('match: the job gets the geocoded site', async () => {
    const id = await book('123 Main St, Decatur, GA 30030', '8:00 AM - 10:00 AM');
    await expect
      .poll(() => siteOf(id), { timeout: 5000 })
      .toEqual({
        site_latitude: MATCH.y,
        site_source: 'geocoded',
        site_flag: null,
      });
    const listed = (await (await h.json('GET', '/api/appointments', undefined, { cookie })).json()) as {
      id: string;
      siteLatitude: number;
    }[];
    expect(listed.find((a) => a.id === id)?.siteLatitude).toBe(MATCH.y);
  });

  it.each([
    ['no match', 'NOWHERE 9 Elm St, Atlanta, GA', '10:00 AM - 12:00 PM'],
    ['timeout', 'SLOW 9 Elm St, Atlanta, GA', '12:00 PM - 2:00 PM'],
    ['malformed answer', 'BROKEN 9 Elm St, Atlanta, GA', '2:00 PM - 4:00 PM'],
  ])('%s: the booking still succeeds and the job is flagged "no site"', async (_case, address, slot) => {
    const started = performance.now();
    const id = await book(address, slot);
    // Answered before the geocoder could have (the stand-in holds SLOW past the 1.5 s timeout).
    if (address.startsWith('SLOW')) expect(performance.now() - started).toBeLessThan(5000);
    // The geocoder was asked, and the app has its answer (for SLOW, once the 1.5 s timeout is up).
    // The job-site service awaited that answer before this test did, so it has already decided, and
    // for anything but a match it writes nothing.
    await expect.poll(() => asked.includes(address) && answers.has(address), { timeout: 5000 }).toBe(true);
    expect((await answers.get(address))?.kind).not.toBe('match');
    expect(await siteOf(id)).toEqual({ site_latitude: null, site_source: null, site_flag: 'no_site' });
  });
});

describe('a job the office enters without a site', () => {
  it('is geocoded after the push commits', async () => {
    const cookie = await h.signIn('admin');
    // Pushed by the admin; addJob throws unless the push answered 200 with the job applied.
    const { id } = await addJob(h, cookie, { date: '2025-01-06', address: '77 Office Rd, Decatur, GA', site: null });
    await expect
      .poll(async () => (await h.db.sql`select site_source from appointments where id = ${id}`)[0]?.site_source, {
        timeout: 5000,
      })
      .toBe('geocoded');
  });
});

/** Nesting depth is bounded before a JSON body is parsed; no deep body answers 500. */
import { randomUUID } from 'node:crypto';
import { SYNC_PROTOCOL } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { capJsonDepth } from '../src/http/json-depth.ts';
import { readError, TEST_ORIGIN, useHarness } from './harness.ts';
import { seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let crew: string;
let admin: string;
beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = (await seedJob(h, admin)).crew;
});

const post = (path: string, body: string, cookie: string) =>
  h.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
    body,
  });

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const schedule = (id: number) =>
  `{"id":${id},"name":"upsertSchedule","clientTime":"2025-01-06T15:00:00.000Z","args":{"id":"${randomUUID()}","employeeId":"EMP","date":"2025-01-07","startTime":"08:00","endTime":"12:00"}}`;

describe('capJsonDepth', () => {
  it('replaces only what opens below the limit, skipping brackets inside strings', () => {
    expect(capJsonDepth('{"a":"[[[[","b":[1,[2]]}', 2)).toEqual({
      text: '{"a":"[[[[","b":[1,"[nested too deep]"]}',
      capped: true,
    });
    expect(capJsonDepth('{"a":[1,{"b":"]}"}]}', 3)).toEqual({ text: '{"a":[1,{"b":"]}"}]}', capped: false });
  });
});

describe('a deeply nested body never answers 500', () => {
  it('a sync push with 4,400-level args (9 KB): the poison mutation is refused once and recorded, the good one applied', async () => {
    const employeeId = (
      await h.db.sql<{ id: string }[]>`select id from employees where role = 'crew_member' order by created_at limit 1`
    )[0]?.id;
    const client = randomUUID();
    const poison = `{"id":1,"name":"upsertSchedule","clientTime":"2025-01-06T15:00:00.000Z","args":${deepArray(4400)}}`;
    const body = `{"protocol":${SYNC_PROTOCOL},"clientId":"${client}","mutations":[${poison},${schedule(2)}]}`.replace(
      'EMP',
      employeeId ?? '',
    );
    expect(body.length).toBeLessThan(10_000);
    const res = await post('/api/sync/push', body, crew);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { lastMutationId: number; results: { status: string }[] };
    expect(answer.lastMutationId).toBe(2);
    expect(answer.results[0]?.status).toBe('rejected');
    const stored = await h.db.sql<{ mutation_id: number; status: string; args: unknown }[]>`
      select mutation_id, status, args from sync_mutations where client_id = ${client} order by mutation_id`;
    expect(stored[0]).toMatchObject({ mutation_id: 1, status: 'rejected', args: { unrecordable: 'too_deep' } });
    // Sent again (the device did not hear the answer): the recorded refusal is the answer, not a 500.
    const again = await post('/api/sync/push', body, crew);
    expect(again.status).toBe(200);
  });

  it('any other JSON body nested deeper than the limit is a 400 before it is parsed', async () => {
    const res = await post('/api/appointments', `{"name":${deepArray(4400)}}`, admin);
    expect(res.status).toBe(400);
    expect((await readError(res)).code).toBe('too_deep');
    const login = await post('/api/auth/login', `{"username":${deepArray(50)}}`, '');
    expect(login.status).toBe(400);
  });
});

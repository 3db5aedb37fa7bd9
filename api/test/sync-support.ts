/**
 * Helpers for the sync tests: push/pull as a signed-in user, a job site to punch at, and the API
 * tests' one way to make a job (`addJob`; `seedJob` adds a crew member on it).
 */
import { randomUUID } from 'node:crypto';
import {
  type Mutation,
  type MutatorArgs,
  type MutatorName,
  type PullResponse,
  PullResponseSchema,
  type PushResponse,
  PushResponseSchema,
  SYNC_PROTOCOL,
} from '@haul/shared';
import { buildJob, type JobOverrides, TEST_JOB_SITE } from '@haul/shared/factories';
import type { Harness } from './harness.ts';
import { crewCookieFor } from './staff-support.ts';

/** The job site used by the punch tests (a driveway in Decatur, GA): where `addJob` puts a job. */
export const SITE = TEST_JOB_SITE;

export function mutation<N extends MutatorName>(
  id: number,
  name: N,
  args: MutatorArgs<N>,
  clientTime = '2025-01-06T15:00:00.000Z',
): Mutation {
  return { id, name, args, clientTime };
}

export async function push(h: Harness, cookie: string, clientId: string, mutations: Mutation[], pushedAt?: string) {
  const body = { protocol: SYNC_PROTOCOL, clientId, mutations, ...(pushedAt ? { pushedAt } : {}) };
  return h.json('POST', '/api/sync/push', body, { cookie });
}

export async function pushOk(
  h: Harness,
  cookie: string,
  clientId: string,
  mutations: Mutation[],
  pushedAt?: string,
): Promise<PushResponse> {
  const res = await push(h, cookie, clientId, mutations, pushedAt);
  if (res.status !== 200) throw new Error(`push answered ${res.status}: ${await res.text()}`);
  return PushResponseSchema.parse(await res.json());
}

export async function pull(
  h: Harness,
  cookie: string,
  cursor = '0',
  clientId?: string,
  rejectionsAfter?: number,
): Promise<PullResponse> {
  const query = new URLSearchParams({
    cursor,
    protocol: String(SYNC_PROTOCOL),
    ...(clientId ? { clientId } : {}),
    ...(rejectionsAfter ? { rejectionsAfter: String(rejectionsAfter) } : {}),
  });
  const res = await h.json('GET', `/api/sync/pull?${query}`, undefined, { cookie });
  if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${await res.text()}`);
  return PullResponseSchema.parse(await res.json());
}

/** Pulls every page from `cursor` and returns the merged rows of one table by id, plus the last page. */
export async function pullAll(h: Harness, cookie: string, cursor = '0', clientId?: string) {
  const rows = new Map<string, Record<string, unknown>>();
  let page: PullResponse;
  let at = cursor;
  do {
    page = await pull(h, cookie, at, clientId);
    for (const list of Object.values(page.changes)) for (const r of list ?? []) rows.set(String(r.id), r);
    for (const ids of Object.values(page.deletes)) for (const id of ids ?? []) rows.delete(id);
    at = page.cursor;
  } while (page.more);
  return { rows, last: page };
}

export interface JobOptions extends JobOverrides {
  /** The job's company calendar date (the harness's default day unless told). */
  date?: string;
  /** Employees to put on the job's crew. */
  crew?: string[];
}

/**
 * A job as the office enters one: the shared `buildJob` (at SITE unless `site` says otherwise),
 * sent by the admin through sync push, so the real mutators and repository store it, with `crew`
 * assigned. Throws unless every mutation was applied. Returns the job's arguments (`id` included).
 */
export async function addJob(h: Harness, adminCookie: string, options: JobOptions = {}) {
  const { date = '2025-01-06', crew = [], ...overrides } = options;
  const job = buildJob(date, overrides);
  const { results } = await pushOk(h, adminCookie, randomUUID(), [
    mutation(1, 'createAppointment', job),
    ...crew.map((employeeId, i) => mutation(i + 2, 'assignEmployee', { appointmentId: job.id, employeeId })),
  ]);
  const refused = results.filter((r) => r.status !== 'applied');
  if (refused.length > 0) throw new Error(`the job was not entered: ${JSON.stringify(refused)}`);
  return job;
}

/** An employee (assigned to the job) with a personal crew account (`crew`: its cookie) and a job with site coordinates. */
export async function seedJob(h: Harness, adminCookie: string, date = '2025-01-06') {
  const employeeId = randomUUID();
  await pushOk(h, adminCookie, randomUUID(), [
    mutation(1, 'createEmployee', {
      id: employeeId,
      firstName: 'Dana',
      lastName: 'Reyes',
      phone: '(404) 555-0142',
      email: `dana.${employeeId.slice(0, 8)}@example.com`,
      hourlyRate: '21.50',
    }),
  ]);
  // On the crew, so the punch tests judge distance and time without the dispatch flags.
  const job = await addJob(h, adminCookie, { date, crew: [employeeId] });
  return { employeeId, appointmentId: job.id, crew: await crewCookieFor(h, adminCookie, employeeId) };
}

export const clockInArgs = (employeeId: string, appointmentId: string, at = '2025-01-06T14:00:00.000Z') => ({
  id: randomUUID(),
  employeeId,
  appointmentId,
  clockInTime: at,
  latitude: SITE.latitude + 0.0003,
  longitude: SITE.longitude,
  accuracy: 12,
});

/** A schedule change's args for the day after the tests' day: a new id unless one is given. */
export const scheduleArgs = (employeeId: string, notes = 'kept', id = randomUUID()) => ({
  id,
  employeeId,
  date: '2025-01-07',
  startTime: '08:00',
  endTime: '12:00',
  notes,
});

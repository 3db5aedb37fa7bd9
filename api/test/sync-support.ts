/** Helpers for the sync tests: push/pull as a signed-in user, and a job site to punch at. */
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
import { buildAppointmentInput } from '@haul/shared/factories';
import type { Harness } from './harness.ts';
import { crewCookieFor } from './staff-support.ts';

/** The job site used by the punch tests (a driveway in Decatur, GA). */
export const SITE = { latitude: 33.774828, longitude: -84.296312 } as const;

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

/** An employee (assigned to the job) with a personal crew account (`crew`: its cookie) and a job with site coordinates. */
export async function seedJob(h: Harness, adminCookie: string, date = '2025-01-06') {
  const employeeId = randomUUID();
  const appointmentId = randomUUID();
  const adminClient = randomUUID();
  const input = buildAppointmentInput(`${date}T05:00:00.000Z`);
  await pushOk(h, adminCookie, adminClient, [
    mutation(1, 'createEmployee', {
      id: employeeId,
      firstName: 'Dana',
      lastName: 'Reyes',
      phone: '(404) 555-0142',
      email: `dana.${employeeId.slice(0, 8)}@example.com`,
      hourlyRate: '21.50',
    }),
    mutation(2, 'createAppointment', {
      ...input,
      id: appointmentId,
      siteLatitude: SITE.latitude,
      siteLongitude: SITE.longitude,
    }),
    // On the crew, so the punch tests judge distance and time without the dispatch flags.
    mutation(3, 'assignEmployee', { appointmentId, employeeId }),
  ]);
  return { employeeId, appointmentId, adminClient, crew: await crewCookieFor(h, adminCookie, employeeId) };
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

/**
 * The office's server for a screen's component test (docs/testing.md): the real API started once
 * per test file, an admin signed in on it, and the writes that set a scene, sent as the apps send
 * them (a phone's sync push, the office's own routes). Nothing here reads what a screen shows.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  calendarDateOf,
  estimateLinesHash,
  type MutatorArgs,
  type MutatorName,
  PriceBookSchema,
  PushResponseSchema,
  priceEstimate,
  SYNC_PROTOCOL,
} from '@haul/shared';
import { buildJob, type JobOverrides, TEST_JOB_SITE } from '@haul/shared/factories';
import { startApi, type TestApi } from '../offline/testing/api-server.ts';
import { type OnlineSession, signInOnline } from './render-staff.tsx';

export interface Office {
  api: TestApi;
  /** An admin's session: pass it to `renderStaff({ online })`, and the writes below use it. */
  admin: OnlineSession;
}

/** One sign-in for the whole file: the server allows 30 an address in 15 minutes. */
export async function startOffice(): Promise<Office> {
  const api = await startApi();
  return { api, admin: await signInOnline(api, 'admin') };
}

/** A request to the server as the admin (or `cookie`); anything but 2xx fails the test with its answer. */
export async function send<T = unknown>(
  office: Office,
  method: string,
  path: string,
  body?: unknown,
  cookie = office.admin.cookie,
): Promise<T> {
  const res = await fetch(`${office.api.url}${path}`, {
    method,
    headers: { cookie, origin: office.api.url, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

type Change = { [N in MutatorName]: { name: N; args: MutatorArgs<N> } }[MutatorName];

/** Changes pushed as one phone pushes its outbox; each must be applied. */
export async function push(office: Office, changes: Change[], cookie = office.admin.cookie) {
  const now = new Date().toISOString();
  const answer = PushResponseSchema.parse(
    await send(
      office,
      'POST',
      '/api/sync/push',
      {
        protocol: SYNC_PROTOCOL,
        clientId: randomUUID(),
        pushedAt: now,
        mutations: changes.map((c, i) => ({ id: i + 1, name: c.name, args: c.args, clientTime: now })),
      },
      cookie,
    ),
  );
  const refused = answer.results.filter((r) => r.status !== 'applied');
  if (refused.length > 0) throw new Error(`refused: ${JSON.stringify(refused)}`);
  return answer.results.map((r) => r.result);
}

/** A job the office entered (any date: the booking rules are the booking page's to test). */
export async function addJob(office: Office, date: string, overrides: JobOverrides = {}) {
  const job = buildJob(date, overrides);
  await push(office, [{ name: 'createAppointment', args: job }]);
  return job;
}

export interface Finish {
  /** Eighths of a truck (default 4). */
  shareEighths?: number;
  /** Single items by price-book code. */
  items?: { code: string; quantity: number }[];
  /** Where the compliance lines went (MutatorArgs<'completeJob'>['compliance']). */
  compliance?: MutatorArgs<'completeJob'>['compliance'];
  officeNotes?: string;
}

/**
 * The job priced at the current book, signed and marked done: the server issues its invoice.
 * Returns the invoice's number and total.
 */
export async function finishJob(office: Office, appointmentId: string, finish: Finish = {}) {
  const { shareEighths = 4, items = [], compliance, officeNotes } = finish;
  const book = PriceBookSchema.parse(await send(office, 'GET', '/api/price-books/current'));
  const selection = { priceBookNumber: book.number, shareEighths, items, surcharges: [] };
  const priced = priceEstimate(book, book.number, selection);
  if (!priced.ok) throw new Error(priced.message);
  const linesHash = await estimateLinesHash(priced);
  const estimateId = randomUUID();
  const now = new Date().toISOString();
  const signature = { signerName: 'Pat Owens', signedAt: now, strokes: [{ points: [{ x: 1, y: 1 }] }], png: PNG };
  await push(office, [
    {
      name: 'saveEstimate',
      args: { id: estimateId, appointmentId, selection, totalCents: priced.totalCents, linesHash },
    },
    { name: 'signEstimate', args: { estimateId, linesHash, ...signature } },
    {
      name: 'completeJob',
      args: { appointmentId, finalShareEighths: shareEighths, completedAt: now, officeNotes, compliance },
    },
  ]);
  const { invoice } = await send<{ invoice: { number: number; totalCents: number } }>(
    office,
    'GET',
    `/api/invoices/job/${appointmentId}`,
  );
  return invoice;
}

/**
 * A whole shift punched by the admin for `employeeId` (ISO instants), at the job's site or, with
 * `away`, about 330 m north of it with the crew's reason (a punch the office reviews).
 */
export function shift(
  employeeId: string,
  appointmentId: string,
  clockInTime: string,
  clockOutTime: string,
  away?: { outsideReason: string },
) {
  const id = randomUUID();
  const at = { latitude: TEST_JOB_SITE.latitude + (away ? 0.003 : 0), longitude: TEST_JOB_SITE.longitude };
  return [
    { name: 'clockIn', args: { id, employeeId, appointmentId, clockInTime, ...at, accuracy: 10, ...away } },
    { name: 'clockOut', args: { employeeId, timeEntryId: id, clockOutTime, ...at } },
  ] satisfies Change[];
}

/**
 * The first day from `after` days on that a customer could book (the server's today, calendar and
 * capacity decide), for the screens that apply the booking rules.
 */
export async function bookableDate(office: Office, after = 2): Promise<string> {
  for (let day = after; day < after + 30; day++) {
    const date = addDays(calendarDateOf(new Date()), day);
    const res = await fetch(`${office.api.url}/api/appointments/availability?date=${date}`);
    if (res.ok && ((await res.json()) as { availableSlots: string[] }).availableSlots.length > 0) return date;
  }
  throw new Error('no bookable day in a month');
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

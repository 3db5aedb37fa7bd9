/**
 * Property-based fuzzing of every API route (decision 0092): at least 3,000 malformed requests per
 * run, spread over every route of the route-access table, as anonymous, crew and admin, through
 * `app.request()` on a real database. Every answer must be below 500, arrive within 5 s and carry
 * no stack trace; afterwards the server must still answer health, sign-in and a real booking.
 * The seed is printed; `FUZZ_SEED=<n>` replays a run and `FUZZ_RUNS=<n>` changes its size.
 */
import { randomUUID } from 'node:crypto';
import { estimateLinesHash, priceEstimate, SYNC_PROTOCOL } from '@haul/shared';
import { buildJob, tinyJpeg } from '@haul/shared/factories';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../src/auth/session-token.ts';
import { sessionsRepository } from '../../src/db/repositories/sessions.ts';
import { usersRepository } from '../../src/db/repositories/users.ts';
import { FIRST_PRICE_BOOK } from '../../src/db/seed/price-book.ts';
import { stripeProvider } from '../../src/payments/stripe.ts';
import { bookingFor, isoOf } from '../booking-helpers.ts';
import { TEST_ORIGIN, TEST_PASSWORDS, useHarness } from '../harness.ts';
import { ROUTE_ACCESS } from '../route-access.ts';
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, startStripeStandIn } from '../stripe-stand-in.ts';
import { clockInArgs, mutation, SITE, seedJob } from '../sync-support.ts';
import {
  type FuzzRequest,
  type Json,
  malformedRequest,
  type Role,
  type RouteSeed,
  type RouteTarget,
} from './malformed-requests.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3300);
// CI gates on one fixed seed (a red CI run replays exactly); local runs explore a new seed each time.
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20_261_124 : Date.now() % 2 ** 31));
const SLOW_MS = 5_000;
const ROLES: Role[] = ['anonymous', 'crew', 'admin'];
/** Replaced by a new id in every request, so sync pushes and photo uploads are never replays. */
const FRESH_ID = '__fresh_id__';
const withFreshIds = (text: string) => text.replaceAll(FRESH_ID, () => randomUUID());

function freshBody(body: FuzzRequest['body']): FuzzRequest['body'] {
  if (typeof body === 'string') return withFreshIds(body);
  if (!body) return body;
  const copy = new FormData();
  for (const [key, value] of body) copy.append(key, typeof value === 'string' ? withFreshIds(value) : value);
  return copy;
}
/** A Node/V8 stack frame, or an Error's name and message as Node prints them. */
const STACK_TRACE = /\bat [\w.<>]+ \(|\bat file:\/\/|node:internal|\/src\/[\w/.-]+\.ts:\d+/;

/**
 * The answer's body. A live event stream (GET /api/sync/events) never ends by itself: its first
 * event is what a request gets, then the fuzz hangs up, as a phone going away would.
 */
async function answerText(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

interface Failure {
  request: FuzzRequest;
  problem: string;
}

// Stripe configured (against the local stand-in), so the webhook's signature check is what is fuzzed.
const stripeStandIn = await startStripeStandIn();

describe('API fuzz: malformed requests on every route', () => {
  afterAll(() => stripeStandIn.close());
  const errors: unknown[] = [];
  const h = useHarness({
    deps: {
      // The forms' per-address limits would answer 429 before validation runs; fuzz the validation.
      relaxedLimits: true,
      // The SMS webhooks check signatures only when a provider is configured: fuzz that path.
      twilioAuthToken: 'fuzz-auth-token',
      paymentProvider: stripeProvider({
        secretKey: STRIPE_TEST_KEY,
        webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
        apiBase: stripeStandIn.apiBase,
      }),
      logger: { info: () => {}, error: (message, detail) => errors.push({ message, detail }) },
    },
  });

  it(
    `answers ${RUNS} malformed requests with no 5xx, no stack trace and none slower than 5 s`,
    async () => {
      const admin = await h.signIn('admin');
      const crew = await h.signIn('crew');
      const job = await seedJob(h, admin);
      const { appointmentId } = job;
      // Crew act only as their own employee: bend requests that would otherwise be allowed.
      const employeeId = h.crewEmployeeId;
      const photoId = randomUUID();
      const photoForm = new FormData();
      for (const [k, v] of Object.entries({ id: photoId, appointmentId, employeeId, photoType: 'before' }))
        photoForm.append(k, v);
      photoForm.append('photo', new File([tinyJpeg()], 'a.jpg'));
      const uploaded = await h.app.request('/api/job-photos', {
        method: 'POST',
        body: photoForm,
        headers: { cookie: admin, origin: TEST_ORIGIN },
      });
      expect(uploaded.status).toBe(201);

      const calendar = await h.app.request('/api/office/calendar', { headers: { cookie: admin } });
      const closedDayId = ((await calendar.json()) as { closedDays: { id: string }[] }).closedDays[0]?.id;
      if (!closedDayId) throw new Error('the migration seeds closed days');
      const contacted = await h.json('POST', '/api/contact', {
        firstName: 'Ada',
        lastName: 'Moss',
        phone: '(404) 555-0100',
        email: 'ada@example.com',
        address: '1 Main St',
        description: 'Old sofa',
      });
      expect(contacted.status).toBe(201);
      const contactId = ((await contacted.json()) as { id: string }).id;
      // Customers (decision 0142): the seeded job's, and another to merge into it.
      const jobPage = await h.app.request(`/api/office/appointments/${appointmentId}`, { headers: { cookie: admin } });
      const customerId = ((await jobPage.json()) as { customerId: string }).customerId;
      const { website: _w, ...phoneIn } = bookingFor('2025-01-10', { phone: '(678) 555-0142', email: 'x@example.com' });
      const otherJob = await h.app.request('/api/office/appointments', {
        method: 'POST',
        headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ ...phoneIn, preferredDate: '2025-01-10' }),
      });
      expect(otherJob.status).toBe(201);
      const otherJobId = ((await otherJob.json()) as { id: string }).id;
      const otherPage = await h.app.request(`/api/office/appointments/${otherJobId}`, { headers: { cookie: admin } });
      const otherCustomerId = ((await otherPage.json()) as { customerId: string }).customerId;
      const estimate = await validEstimate(appointmentId);
      const seeds = routeSeeds({
        customerId,
        otherCustomerId,
        employeeId,
        otherEmployeeId: job.employeeId,
        appointmentId,
        photoId,
        closedDayId,
        contactId,
        estimate,
      });
      const targets: RouteTarget[] = Object.keys(ROUTE_ACCESS).map((route) => {
        const [method = 'GET'] = route.split(' ');
        // A route with no hand-written seed is still fuzzed, from a seed built out of its path.
        const seed = seeds[route] ?? pathSeed(route, { employeeId, appointmentId, photoId });
        // A JSON round trip drops undefined fields, as the wire would.
        const body: Json | undefined = seed.body === undefined ? undefined : JSON.parse(JSON.stringify(seed.body));
        return { route, method, seed: { ...seed, body } };
      });
      const cookies: Record<Role, string | undefined> = { anonymous: undefined, crew, admin };
      const users = usersRepository(h.db.sql);
      const sessions = sessionsRepository(h.db.sql);
      const newSession = async (role: 'crew' | 'admin') => {
        const user = await users.findByUsername(role);
        if (!user) throw new Error(`no ${role} account`);
        const token = newSessionToken();
        const now = h.clock.now();
        const end = new Date(now.getTime() + 3600_000);
        await sessions.create(hashSessionToken(token), user.id, now, end, end);
        return `${SESSION_COOKIE}=${token}`;
      };

      // Anonymous callers mostly meet 401 on staff routes; signed-in ones reach the validation.
      const arbitrary = fc.oneof(
        ...targets.flatMap((target) =>
          ROLES.map((role) => ({ weight: role === 'anonymous' ? 1 : 2, arbitrary: malformedRequest(target, role) })),
        ),
      );
      const failures: Failure[] = [];
      const perRoute = new Map<string, number>();
      const statuses = new Map<string, number>();
      let slowest = 0;
      await fc.assert(
        fc.asyncProperty(arbitrary, fc.option(fc.string({ maxLength: 60 }), { freq: 8 }), async (request, garbage) => {
          perRoute.set(request.route, (perRoute.get(request.route) ?? 0) + 1);
          const cookie =
            cookies[request.role] ??
            (garbage === null ? undefined : `${SESSION_COOKIE}=${encodeURIComponent(garbage)}`);
          const started = performance.now();
          const res = await h.app.request(request.path, {
            method: request.method,
            headers: { origin: TEST_ORIGIN, ...request.headers, ...(cookie ? { cookie } : {}) },
            body: freshBody(request.body),
          });
          const text = await answerText(res);
          const statusKey = `${request.route} ${res.status}`;
          statuses.set(statusKey, (statuses.get(statusKey) ?? 0) + 1);
          const ms = performance.now() - started;
          slowest = Math.max(slowest, ms);
          if (request.route === 'POST /api/auth/logout' && request.role !== 'anonymous' && res.status === 204) {
            // That signed the role out: give it a new session (straight into the table: hashing a
            // password on every logout would dominate the run).
            cookies[request.role] = await newSession(request.role);
          }
          if (res.status >= 500) {
            // The logged cause names the class of bug better than the (deliberately vague) body.
            const logged = errors.at(-1) as { detail?: { error?: string } } | undefined;
            const cause = logged?.detail?.error?.split('\n')[0] ?? text.slice(0, 120);
            failures.push({ request, problem: `${res.status} ${cause}` });
          }
          if (ms > SLOW_MS) failures.push({ request, problem: `took ${Math.round(ms)} ms` });
          if (STACK_TRACE.test(text)) failures.push({ request, problem: `stack trace in body: ${text.slice(0, 200)}` });
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );

      if (process.env.FUZZ_STATS)
        console.info(
          [...statuses]
            .sort()
            .map(([k, n]) => `${k}: ${n}`)
            .join('\n'),
        );
      const missing = Object.keys(ROUTE_ACCESS).filter((route) => !perRoute.has(route));
      expect(missing, 'routes the fuzz never reached').toEqual([]);
      if (failures.length > 0) {
        const byProblem = new Map<string, { count: number; example: FuzzRequest }>();
        for (const f of failures) {
          const key = `${f.request.route} → ${f.problem.slice(0, 90)}`;
          const entry = byProblem.get(key) ?? { count: 0, example: f.request };
          entry.count++;
          byProblem.set(key, entry);
        }
        const report = [...byProblem]
          .map(([key, { count, example }]) => `${count}× ${key}\n    e.g. as ${example.role}: ${example.label}`)
          .join('\n');
        const summary = `${failures.length} of ${RUNS} requests failed (seed ${SEED}; replay with FUZZ_SEED=${SEED}):\n${report}`;
        console.error(summary);
        console.error('first logged server errors:', errors.slice(0, 3));
        expect.fail(summary);
      }
      console.info(
        `fuzz: ${RUNS} requests over ${perRoute.size} routes, seed ${SEED}, slowest ${Math.round(slowest)} ms`,
      );

      // Still healthy: the database answers, sign-in works, and a real booking is stored.
      expect((await h.json('GET', '/api/health')).status).toBe(200);
      const signIn = await h.json('POST', '/api/auth/login', { username: 'admin', password: TEST_PASSWORDS.admin });
      expect(signIn.status).toBe(200);
      const booked = await h.json('POST', '/api/appointments', bookingFor('2025-01-09'));
      expect(booked.status).toBe(201);
      expect(errors).toEqual([]);
    },
    60_000 + RUNS * 20,
  );
});

/** A valid request for every route, so the fuzz bends requests that would otherwise get through. */
/**
 * A seed for a route that has none in routeSeeds(): each `:param` becomes an id of the seeded
 * job, employee or photo (by its name), writes get an empty JSON body for the fuzz to bend.
 */
function pathSeed(
  route: string,
  ids: { employeeId: string; appointmentId: string; photoId: string },
): Omit<RouteSeed, 'body'> & { body?: unknown } {
  const [method = 'GET', pattern = '/'] = route.split(' ');
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    /employee/i.test(name) ? ids.employeeId : /photo/i.test(name) ? ids.photoId : ids.appointmentId,
  );
  return method === 'GET' ? { path } : { path, body: {} };
}

/** A correctly priced estimate for the seeded job (price book 1), so the fuzz bends one that would pass. */
async function validEstimate(appointmentId: string) {
  const selection = {
    priceBookNumber: 1,
    shareEighths: 3,
    items: [{ code: 'fridge', quantity: 1 }],
    surcharges: [{ code: 'stairs', quantity: 2 }],
  };
  const priced = priceEstimate(FIRST_PRICE_BOOK, 1, selection);
  if (!priced.ok) throw new Error(priced.message);
  return {
    id: randomUUID(),
    appointmentId,
    selection,
    totalCents: priced.totalCents,
    linesHash: await estimateLinesHash(priced),
  };
}
type ValidEstimate = Awaited<ReturnType<typeof validEstimate>>;

function routeSeeds(ids: {
  estimate: ValidEstimate;
  employeeId: string;
  /** Not the crew account's employee: disabling it must not sign the fuzz's crew out. */
  otherEmployeeId: string;
  appointmentId: string;
  photoId: string;
  /** A seeded holiday: its edit and delete routes reach the database. */
  closedDayId: string;
  contactId: string;
  customerId: string;
  /** Merged into `customerId` by the merge route's seed. */
  otherCustomerId: string;
}): Record<string, Omit<RouteSeed, 'body'> & { body?: unknown }> {
  const {
    employeeId,
    otherEmployeeId,
    appointmentId,
    photoId,
    closedDayId,
    contactId,
    customerId,
    otherCustomerId,
    estimate,
  } = ids;
  const signature = {
    linesHash: estimate.linesHash,
    signerName: 'Marcus Bell',
    signedAt: '2025-01-06T15:10:00.000Z',
    strokes: [
      {
        points: [
          { x: 1, y: 2, time: 0 },
          { x: 40, y: 9, time: 30 },
        ],
      },
    ],
    png: `data:image/png;base64,${'iVBORw0KGgo'.padEnd(64, 'A')}`,
  };
  const booking = bookingFor('2025-01-08');
  const contact = {
    firstName: 'Dana',
    lastName: 'Reyes',
    phone: '(404) 555-0142',
    email: 'dana@example.com',
    address: '12 Oak St, Decatur, GA',
    description: 'Old couch\nand a fridge',
  };
  const clientId = FRESH_ID;
  const pushSeed = (mutations: ReturnType<typeof mutation>[]) => ({
    path: '/api/sync/push',
    body: { protocol: SYNC_PROTOCOL, clientId, pushedAt: '2025-01-06T15:00:00.000Z', mutations },
  });
  return {
    'GET /api/health': { path: '/api/health' },
    'POST /api/auth/login': { path: '/api/auth/login', body: { username: 'fuzz', password: 'wrong-password' } },
    'POST /api/auth/setup': {
      path: '/api/auth/setup',
      body: { code: 'ABCD-EFGH-JKMN', username: 'fuzz.user', password: 'a-long-enough-password' },
    },
    'GET /api/staff-accounts': { path: '/api/staff-accounts' },
    'POST /api/staff-accounts/:employeeId/setup-code': { path: `/api/staff-accounts/${otherEmployeeId}/setup-code` },
    'POST /api/staff-accounts/:employeeId/disable': { path: `/api/staff-accounts/${otherEmployeeId}/disable` },
    'POST /api/auth/logout': { path: '/api/auth/logout', body: {} },
    'GET /api/auth/session': { path: '/api/auth/session' },
    'POST /api/contact': { path: '/api/contact', body: contact },
    'POST /api/contact/form': { path: '/api/contact/form', body: contact },
    'GET /api/appointments/availability': { path: '/api/appointments/availability', query: { date: '2025-01-08' } },
    'POST /api/appointments': { path: '/api/appointments', body: { ...booking, preferredDate: isoOf('2025-01-08') } },
    'GET /api/contact-requests': { path: '/api/contact-requests' },
    'GET /api/appointments': { path: '/api/appointments' },
    'PATCH /api/appointments/:id': { path: `/api/appointments/${appointmentId}`, body: { status: 'confirmed' } },
    'GET /api/employees': { path: '/api/employees' },
    'POST /api/sync/push': pushSeed([
      // Punches carry the phone's clock reading, edits their base version (decisions 0225, 0226).
      mutation(1, 'clockIn', {
        ...clockInArgs(employeeId, appointmentId),
        deviceClock: { offsetMs: -10_800_000, measuredAt: '2025-01-06T12:00:00.000Z', currentOffsetMs: 10_790_000 },
      }),
      mutation(2, 'clockOut', {
        timeEntryId: randomUUID(),
        employeeId,
        clockOutTime: '2025-01-06T18:00:00.000Z',
        latitude: SITE.latitude,
        longitude: SITE.longitude,
        deviceClock: { offsetMs: 5_000, measuredAt: '2025-01-06T12:00:00.000Z' },
      }),
      mutation(3, 'upsertSchedule', {
        id: randomUUID(),
        employeeId,
        date: '2025-01-08',
        startTime: '08:00',
        endTime: '16:00',
        notes: 'Bring the\ttrailer',
        baseVersion: 3,
      }),
      mutation(4, 'deleteSchedule', { id: randomUUID(), baseVersion: 2 }),
      mutation(5, 'finishQuiz', {
        id: randomUUID(),
        employeeId,
        moduleId: randomUUID(),
        answers: [0, 2, 1],
        startedAt: '2025-01-06T15:00:00.000Z',
        finishedAt: '2025-01-06T15:09:00.000Z',
      }),
      mutation(6, 'recordJobPhoto', { id: randomUUID(), appointmentId, employeeId, photoType: 'after' }),
      mutation(7, 'setAppointmentStatus', { appointmentId, status: 'confirmed' }),
      mutation(8, 'setAppointmentSite', { appointmentId, latitude: SITE.latitude, longitude: SITE.longitude }),
      mutation(9, 'createAppointment', buildJob('2025-01-10', { site: null })),
      mutation(10, 'createEmployee', {
        id: randomUUID(),
        firstName: 'Lee',
        lastName: 'Park',
        phone: '(404) 555-0199',
        email: 'lee.park@example.com',
        hourlyRate: '20.00',
      }),
      mutation(11, 'announceOnMyWay', {
        id: randomUUID(),
        appointmentId,
        employeeId,
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      }),
      mutation(12, 'saveEstimate', { ...estimate, baseVersion: 1 }),
      mutation(13, 'signEstimate', { ...signature, estimateId: estimate.id }),
      mutation(14, 'completeJob', {
        appointmentId,
        finalShareEighths: 3,
        officeNotes: 'Left the\tside gate open',
        completedAt: '2025-01-06T17:00:00.000Z',
        compliance: [
          { itemCode: 'tyre', partnerId: randomUUID() },
          { itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #1234', recoveredOn: '2025-01-06' },
        ],
      }),
      mutation(15, 'recordCardPayment', {
        id: randomUUID(),
        appointmentId,
        amountCents: 20_000,
        cardLast4: '4242',
        approvalCode: 'A1B2C3',
        paidAt: '2025-01-06T17:05:00.000Z',
      }),
      mutation(16, 'recordLoad', {
        id: randomUUID(),
        facilityId: randomUUID(),
        truckId: null,
        employeeId,
        ticketNumber: 'T-88213',
        material: 'mixed',
        netPounds: 1_240,
        feeCents: 4_650,
        photoId: randomUUID(),
        dumpedAt: '2025-01-06T18:30:00.000Z',
        shares: [{ appointmentId, shareEighths: 4 }],
      }),
    ]),
    'GET /api/sync/pull': {
      path: '/api/sync/pull',
      query: { cursor: '0', clientId: randomUUID(), protocol: String(SYNC_PROTOCOL) },
    },
    'GET /api/sync/rejections': { path: '/api/sync/rejections' },
    // A phone's notice of a photo a proxy refused (decision 0265); the fuzz bends one that would pass.
    'POST /api/sync/held': {
      path: '/api/sync/held',
      body: {
        clientId: FRESH_ID,
        kind: 'photo',
        id: photoId,
        name: 'recordJobPhoto',
        bytes: 3_400_000,
        status: 413,
        heldAt: '2025-01-06T15:00:00.000Z',
      },
    },
    'DELETE /api/sync/held/:clientId/:kind/:id': { path: `/api/sync/held/${randomUUID()}/change/7` },
    'GET /api/office/held': { path: '/api/office/held' },
    'POST /api/office/held/:clientId/:kind/:id/dismiss': {
      path: `/api/office/held/${randomUUID()}/photo/${randomUUID()}/dismiss`,
    },
    'GET /api/sync/events': { path: '/api/sync/events' },
    'POST /api/job-photos': {
      path: '/api/job-photos',
      form: { id: FRESH_ID, appointmentId, employeeId, photoType: 'before', description: 'Garage' },
    },
    'GET /api/job-photos/:id/file': { path: `/api/job-photos/${photoId}/file` },
    'GET /api/job-photos/:id/thumbnail': { path: `/api/job-photos/${photoId}/thumbnail` },
    'GET /api/job-photos/appointment/:appointmentId': { path: `/api/job-photos/appointment/${appointmentId}` },
    'GET /api/job-photos/counts': { path: '/api/job-photos/counts' },
    'GET /api/office/messages': { path: '/api/office/messages', query: { appointmentId, status: 'sent', page: '1' } },
    'POST /api/office/messages/:id/resend': { path: `/api/office/messages/${appointmentId}/resend`, body: {} },
    'GET /api/office/message-settings': { path: '/api/office/message-settings' },
    'PUT /api/office/message-settings': {
      path: '/api/office/message-settings',
      body: {
        reminderHour: 17,
        reviewLink: 'https://g.page/r/example/review',
        wording: { reminder: { subject: 'See you {date}', body: 'Hi {firstName}' } },
      },
    },
    'POST /api/office/message-preview': {
      path: '/api/office/message-preview',
      body: { kind: 'on_my_way', wording: { subject: 'On the way', body: 'Hi {firstName}{eta}' } },
    },
    'POST /api/messages/twilio/inbound': {
      path: '/api/messages/twilio/inbound',
      body: { From: '+14045550142', Body: 'STOP' },
    },
    'POST /api/messages/twilio/status': {
      path: '/api/messages/twilio/status',
      body: { MessageSid: 'SM123', MessageStatus: 'delivered' },
    },
    'GET /api/messages/unsubscribe/:token': { path: `/api/messages/unsubscribe/${appointmentId}` },
    'POST /api/messages/unsubscribe/:token': { path: `/api/messages/unsubscribe/${appointmentId}`, body: {} },
    'GET /api/time-tracking/active': { path: '/api/time-tracking/active', query: { employeeId } },
    'GET /api/time-tracking/employee': { path: '/api/time-tracking/employee', query: { employeeId } },
    'POST /api/time-tracking/clock-in': {
      path: '/api/time-tracking/clock-in',
      body: { ...clockInArgs(employeeId, appointmentId), notes: 'Gate\ncode 1234' },
    },
    'POST /api/time-tracking/clock-out': {
      path: '/api/time-tracking/clock-out',
      body: {
        employeeId,
        clockOutTime: '2025-01-06T18:00:00.000Z',
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      },
    },
    // The office's calendar (decision 0140); dates past the final health booking (2025-01-09).
    'GET /api/appointments/closed-dates': { path: '/api/appointments/closed-dates' },
    'GET /api/office/calendar': { path: '/api/office/calendar' },
    'POST /api/office/appointments': {
      path: '/api/office/appointments',
      body: { ...booking, website: undefined, preferredDate: '2025-01-10', overrideReason: 'Regular customer' },
    },
    'POST /api/office/appointments/:id/reschedule': {
      path: `/api/office/appointments/${appointmentId}/reschedule`,
      body: { date: '2025-01-10', slot: '10:00 AM - 12:00 PM' },
    },
    'POST /api/contact-requests/:id/handled': { path: `/api/contact-requests/${contactId}/handled`, body: {} },
    'POST /api/office/calendar/closed-days': {
      path: '/api/office/calendar/closed-days',
      body: { label: 'Inventory day', rule: { kind: 'nth-weekday', month: 3, weekday: 2, nth: -1 } },
    },
    'PUT /api/office/calendar/closed-days/:id': {
      path: `/api/office/calendar/closed-days/${closedDayId}`,
      body: { label: 'Boxing Day', rule: { kind: 'yearly', month: 12, day: 26 } },
    },
    'DELETE /api/office/calendar/closed-days/:id': { path: `/api/office/calendar/closed-days/${closedDayId}` },
    'PUT /api/office/calendar/weekday-crews': {
      path: '/api/office/calendar/weekday-crews',
      body: { weekday: 6, slot: '2:00 PM - 4:00 PM', crews: 3 },
    },
    'PUT /api/office/calendar/date-crews': {
      path: '/api/office/calendar/date-crews',
      body: { date: '2025-01-24', slot: '8:00 AM - 10:00 AM', crews: 1 },
    },
    'DELETE /api/office/calendar/date-crews/:date': { path: '/api/office/calendar/date-crews/2025-01-24' },
    // Job sites (decision 0143).
    'PUT /api/office/appointments/:id/site': {
      path: `/api/office/appointments/${appointmentId}/site`,
      body: { from: 'coordinates', latitude: 33.774828, longitude: -84.296312 },
    },
    // Customers (decision 0142).
    'GET /api/office/customers': { path: '/api/office/customers', query: { q: '404 555', page: '1' } },
    'GET /api/office/customers/:id': { path: `/api/office/customers/${customerId}` },
    'POST /api/office/customers/:id/notes': {
      path: `/api/office/customers/${customerId}/notes`,
      body: { body: 'Gate code 4411\nBig dog' },
    },
    'POST /api/office/customers/:id/merge': {
      path: `/api/office/customers/${otherCustomerId}/merge`,
      body: { intoId: customerId },
    },
    'GET /api/price-books/current': { path: '/api/price-books/current' },
    'GET /api/price-books': { path: '/api/price-books' },
    'POST /api/price-books': {
      path: '/api/price-books',
      body: {
        basedOn: 1,
        note: 'Fuzz',
        content: {
          tiers: FIRST_PRICE_BOOK.tiers,
          items: FIRST_PRICE_BOOK.items,
          surcharges: FIRST_PRICE_BOOK.surcharges,
        },
      },
    },
    'GET /api/estimates/job/:appointmentId': { path: `/api/estimates/job/${appointmentId}` },
    'PUT /api/estimates': { path: '/api/estimates', body: estimate },
    'POST /api/estimates/:id/signature': { path: `/api/estimates/${estimate.id}/signature`, body: signature },
    'POST /api/invoices/complete': {
      path: '/api/invoices/complete',
      body: { appointmentId, finalShareEighths: 2, officeNotes: 'Done', completedAt: '2025-01-06T17:00:00.000Z' },
    },
    'POST /api/payments/card-reader': {
      path: '/api/payments/card-reader',
      body: {
        id: FRESH_ID,
        appointmentId,
        amountCents: 5_000,
        cardLast4: '0005',
        approvalCode: 'OK1234',
        paidAt: '2025-01-06T17:05:00.000Z',
      },
    },
    'POST /api/payments/:id/refund': {
      path: `/api/payments/${randomUUID()}/refund`,
      body: { amountCents: 1_000, reason: 'Customer kept one item' },
    },
    'POST /api/invoices/:id/void': { path: `/api/invoices/${randomUUID()}/void`, body: { reason: 'Entered twice' } },
    'GET /api/invoices/job/:appointmentId': { path: `/api/invoices/job/${appointmentId}` },
    'GET /api/invoices/public/:token': { path: `/api/invoices/public/${'Ab3_-'.repeat(7)}x` },
    'GET /api/invoices/public/:token/pdf': { path: `/api/invoices/public/${'Ab3_-'.repeat(7)}x/pdf` },
    'POST /api/invoices/public/:token/pay': { path: `/api/invoices/public/${'Ab3_-'.repeat(7)}x/pay` },
    'POST /api/invoices/:id/checkout': { path: `/api/invoices/${randomUUID()}/checkout` },
    // Unsigned (the fuzz sends no Stripe-Signature): every variation must be a 400, never a 5xx.
    'POST /api/payments/stripe/webhook': {
      path: '/api/payments/stripe/webhook',
      body: {
        id: 'evt_fuzz',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1_736_175_600,
        data: {
          object: {
            id: 'cs_test_fuzz',
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 5_000,
            currency: 'usd',
            metadata: { invoice_id: appointmentId },
          },
        },
      },
    },
    'GET /api/office/money': { path: '/api/office/money', query: { month: '2025-01' } },
    'GET /api/office/money.csv': { path: '/api/office/money.csv', query: { from: '2025-01-01', to: '2025-01-31' } },
    'GET /api/office/disposal-partners': { path: '/api/office/disposal-partners' },
    'GET /api/payments/stripe/refused': { path: '/api/payments/stripe/refused' },
    'POST /api/office/disposal-partners': {
      path: '/api/office/disposal-partners',
      body: { kind: 'tyre_carrier', name: 'Peach State Tire Haulers', permit: 'GA-STC-0427' },
    },
    'DELETE /api/office/disposal-partners/:id': { path: `/api/office/disposal-partners/${appointmentId}` },
    'GET /api/office/compliance-log': {
      path: '/api/office/compliance-log',
      query: { from: '2025-01-01', to: '2025-01-31' },
    },
    'GET /api/office/compliance-log.csv': {
      path: '/api/office/compliance-log.csv',
      query: { from: '2025-01-01', to: '2025-01-31' },
    },
    'GET /api/office/trucks': { path: '/api/office/trucks' },
    'POST /api/office/trucks': {
      path: '/api/office/trucks',
      body: { name: 'Truck 2', plate: 'GA 4821XT', capacityCubicYards: 16 },
    },
    'DELETE /api/office/trucks/:id': { path: `/api/office/trucks/${appointmentId}` },
    'GET /api/office/facilities': { path: '/api/office/facilities' },
    'POST /api/office/facilities': {
      path: '/api/office/facilities',
      body: { kind: 'recycler', name: 'Peach State Metals', address: '1 Mill St, Atlanta, GA' },
    },
    'DELETE /api/office/facilities/:id': { path: `/api/office/facilities/${appointmentId}` },
    'GET /api/office/truck-days': { path: '/api/office/truck-days', query: { date: '2025-01-08' } },
    'GET /api/office/loads': { path: '/api/office/loads', query: { month: '2025-01' } },
    'GET /api/office/loads.csv': { path: '/api/office/loads.csv', query: { from: '2025-01-01', to: '2025-01-31' } },
    'GET /api/office/appointments/:id/loads': { path: `/api/office/appointments/${appointmentId}/loads` },
    'PUT /api/office/truck-days': {
      path: '/api/office/truck-days',
      body: { date: '2025-01-08', employeeId, truckId: null },
    },
  };
}

/**
 * Staff fixtures for e2e: sign in through the real API, give a fresh employee a personal crew
 * account, and create appointments the way a visitor does (public `POST /api/appointments`),
 * each with a unique last name so parallel tests and projects never see each other's rows.
 *
 * The e2e server runs without demo data, so there is no `crew` account: every test that needs a
 * crew member makes its own with `newCrewMember` and signs it in with `signInCrew`.
 */
import {
  type AppointmentCreate,
  AppointmentSchema,
  ARRIVAL_WINDOW_LABELS,
  calendarDateOf,
  type EmployeeCreate,
  SetupCodeIssuedSchema,
  SYNC_PROTOCOL,
  startOfDayInZone,
} from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { sharedPoolDates } from './booking.ts';
import { E2E_PASSWORDS } from './global-setup.ts';

/** Only `admin` exists on the e2e server; crews come from `newCrewMember`. */
export async function signInAs(request: APIRequestContext, role: 'admin') {
  const res = await request.post('/api/auth/login', { data: { username: role, password: E2E_PASSWORDS[role] } });
  expect(res.status(), await res.text()).toBe(200);
}

export const uniqueLastName = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

export interface CrewMember {
  employee: { id: string; firstName: string; lastName: string; role: string };
  username: string;
  password: string;
}

/** A separate API context, so the caller's own cookies (page or request) stay as they were. */
const freshContext = () => playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });

async function adminContext(): Promise<APIRequestContext> {
  const admin = await freshContext();
  await signInAs(admin, 'admin');
  return admin;
}

/** As admin: creates an employee (unique name) through the `createEmployee` mutator. */
export async function createEmployee(admin: APIRequestContext, overrides: Partial<EmployeeCreate> = {}) {
  const id = crypto.randomUUID();
  const args = {
    id,
    firstName: 'Dana',
    lastName: uniqueLastName('Reyes'),
    phone: '(404) 555-0142',
    email: `dana.${id.slice(0, 8)}@example.com`,
    role: 'crew_member' as const,
    ...overrides,
  };
  const res = await admin.post('/api/sync/push', {
    data: {
      protocol: SYNC_PROTOCOL,
      clientId: crypto.randomUUID(),
      mutations: [{ id: 1, name: 'createEmployee', clientTime: new Date().toISOString(), args }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { results: { status: string }[] };
  expect(body.results.map((r) => r.status)).toEqual(['applied']);
  return { id, firstName: args.firstName, lastName: args.lastName, role: args.role };
}

/** As admin: a setup code for the employee (give or reset app access). */
export async function issueSetupCode(admin: APIRequestContext, employeeId: string) {
  const res = await admin.post(`/api/staff-accounts/${employeeId}/setup-code`);
  expect(res.status(), await res.text()).toBe(201);
  return SetupCodeIssuedSchema.parse(await res.json());
}

/**
 * A new employee with a personal crew account: as admin, creates the employee and gives it app
 * access; redeems the setup code with a generated password (in a context of its own, so the
 * caller stays signed in as whoever it was). Sign it in with `signInCrew`.
 */
export async function newCrewMember(
  _request: APIRequestContext,
  overrides: Partial<EmployeeCreate> = {},
): Promise<CrewMember> {
  const admin = await adminContext();
  try {
    const employee = await createEmployee(admin, overrides);
    const { code } = await issueSetupCode(admin, employee.id);
    const username = `crew-${employee.id.slice(0, 8)}`;
    const password = `pw-${crypto.randomUUID()}`;
    const redeem = await freshContext();
    try {
      const res = await redeem.post('/api/auth/setup', { data: { code, username, password } });
      expect(res.status(), await res.text()).toBe(200);
    } finally {
      await redeem.dispose();
    }
    return { employee, username, password };
  } finally {
    await admin.dispose();
  }
}

/** Signs the crew member in on this context (`request`, or `page.request` for the page's cookies). */
export async function signInCrew(request: APIRequestContext, member: CrewMember) {
  const res = await request.post('/api/auth/login', { data: { username: member.username, password: member.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Books the first free slot from a random starting point (a full slot answers 409; try the next),
 * only on the shared pool of dates, so booking tests that fill whole dates never collide with it.
 */
export async function createAppointment(request: APIRequestContext, overrides: Partial<AppointmentCreate> = {}) {
  const dates = sharedPoolDates();
  const slots = dates.flatMap((date) => ARRIVAL_WINDOW_LABELS.map((slot) => ({ date, slot })));
  const start = Math.floor(Math.random() * slots.length);
  for (let i = 0; i < slots.length; i++) {
    const { date, slot } = slots[(start + i) % slots.length] as (typeof slots)[number];
    const input = buildAppointmentInput(startOfDayInZone(date).toISOString(), {
      preferredTimeSlot: slot,
      ...overrides,
    });
    const res = await request.post('/api/appointments', { data: input });
    if (res.status() === 409) continue;
    if (res.status() === 404) throw new Error('POST /api/appointments is missing: these tests need the booking API');
    expect(res.status(), await res.text()).toBe(201);
    // Only the id is read: the booking response's other fields belong to the booking feature.
    const { id } = AppointmentSchema.pick({ id: true }).parse(await res.json());
    return { ...input, id };
  }
  throw new Error('no free slot left to book');
}

/** A driveway in Decatur, GA: the job site the time clock tests punch at. */
export const JOB_SITE = { latitude: 33.774828, longitude: -84.296312 } as const;

/**
 * As admin (`request` signed in): today's job with its site, via the admin-only sync mutators,
 * with `crew` (employee ids) assigned to it, so their punches are on the roster (no reason asked).
 */
export async function createTodaysJob(
  request: APIRequestContext,
  site: { latitude: number; longitude: number } = JOB_SITE,
  crew: string[] = [],
): Promise<string> {
  const id = crypto.randomUUID();
  const today = startOfDayInZone(calendarDateOf(new Date())).toISOString();
  const res = await request.post('/api/sync/push', {
    data: {
      protocol: SYNC_PROTOCOL,
      clientId: crypto.randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'createAppointment',
          clientTime: new Date().toISOString(),
          args: { ...buildAppointmentInput(today), id, siteLatitude: site.latitude, siteLongitude: site.longitude },
        },
        ...crew.map((employeeId, i) => ({
          id: i + 2,
          name: 'assignEmployee',
          clientTime: new Date().toISOString(),
          args: { appointmentId: id, employeeId },
        })),
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { results: { status: string }[] };
  expect(body.results.map((r) => r.status)).toEqual(['applied', ...crew.map(() => 'applied')]);
  return id;
}

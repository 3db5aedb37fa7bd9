/**
 * Staff fixtures for e2e: sign in through the real API and give a fresh employee a personal crew
 * account, with unique names so parallel tests and projects never see each other's rows. Jobs
 * come from `createJob` (jobs.ts).
 *
 * The e2e server runs without demo data, so there is no `crew` account: every test that needs a
 * crew member makes its own with `newCrewMember` and signs it in with `signInCrew`.
 */
import { type EmployeeCreate, SetupCodeIssuedSchema, SYNC_PROTOCOL } from '@haul/shared';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
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

/** A new API context signed in as the admin; dispose of it when done. */
export async function adminContext(): Promise<APIRequestContext> {
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

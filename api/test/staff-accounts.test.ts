import { randomUUID } from 'node:crypto';
/** Personal accounts (decision 0051): setup codes, reset, disable, and the dev `crew` account's owner. */
import { StaffAccessSchema, UserSchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { readError, TEST_PASSWORDS, useHarness } from './harness.ts';
import { CREW_TEST_PASSWORD, issueSetupCode, redeem } from './staff-support.ts';
import { clockInArgs, mutation, pushOk, seedJob } from './sync-support.ts';

const SessionResponse = z.object({ user: UserSchema });
const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
});

const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';
const session = (cookie: string) => h.json('GET', '/api/auth/session', undefined, { cookie });
const login = (username: string, password = CREW_TEST_PASSWORD) =>
  h.json('POST', '/api/auth/login', { username, password });

describe('setup codes', () => {
  it('a code signs the employee in once with their own password; the same code is refused after use', async () => {
    const job = await seedJob(h, admin);
    const issued = await issueSetupCode(h, admin, job.employeeId);
    expect(issued.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(issued.setupPath).toBe(`/setup?code=${encodeURIComponent(issued.code)}`);
    expect(new Date(issued.expiresAt).getTime() - h.clock.now().getTime()).toBe(72 * 3600_000);

    // Typed by hand: lower case, no dashes.
    const first = await redeem(h, issued.code.replace(/-/g, '').toLowerCase(), 'dana.r');
    expect(first.status).toBe(200);
    const user = SessionResponse.parse(await first.json()).user;
    expect(user).toMatchObject({ username: 'dana.r', role: 'crew', employeeId: job.employeeId });
    expect((await session(cookieOf(first))).status).toBe(200);
    expect((await login('dana.r')).status).toBe(200);

    const again = await redeem(h, issued.code, 'dana.other');
    expect(again.status).toBe(400);
    expect((await readError(again)).code).toBe('invalid_setup_code');
    const [stored] = await h.db.sql<{ code_hash: string }[]>`select code_hash from setup_codes limit 1`;
    expect(stored?.code_hash).not.toContain(issued.code.replace(/-/g, ''));
  });

  it('a code older than 72 hours is refused', async () => {
    const job = await seedJob(h, admin);
    const issued = await issueSetupCode(h, admin, job.employeeId);
    h.clock.set(new Date(h.clock.now().getTime() + 72 * 3600_000 + 1000));
    try {
      const res = await redeem(h, issued.code, 'late.starter');
      expect(res.status).toBe(400);
      expect((await readError(res)).code).toBe('invalid_setup_code');
    } finally {
      h.clock.set('2025-01-06T15:00:00Z');
    }
  });

  it('validates the input with field messages: short password, bad username, partial code', async () => {
    const res = await h.json('POST', '/api/auth/setup', { code: 'ABCD', username: 'a b', password: '123456' });
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['code', 'password', 'username']);
  });

  it('refuses a username someone already has, and keeps the code for another try', async () => {
    const job = await seedJob(h, admin);
    const issued = await issueSetupCode(h, admin, job.employeeId);
    // Taken by the first test's employee; case does not matter.
    const taken = await redeem(h, issued.code, 'DANA.R');
    expect(taken.status).toBe(409);
    expect((await readError(taken)).fields).toEqual({ username: 'Already taken' });
    expect((await redeem(h, issued.code, `ok-${job.employeeId.slice(0, 6)}`)).status).toBe(200);
  });

  it('reset: a new code ends the old sessions, the old password and the older code', async () => {
    const job = await seedJob(h, admin);
    const username = `crew-${job.employeeId.slice(0, 8)}`;
    const older = await issueSetupCode(h, admin, job.employeeId);
    const reset = await issueSetupCode(h, admin, job.employeeId);
    expect((await session(job.crew)).status).toBe(401);
    expect((await login(username)).status).toBe(401);
    expect((await redeem(h, older.code, username)).status).toBe(400);
    const redeemed = await redeem(h, reset.code, username, 'a-brand-new-password');
    expect(redeemed.status).toBe(200);
    expect((await login(username, 'a-brand-new-password')).status).toBe(200);
    const users = await h.db.sql`select 1 from users where employee_id = ${job.employeeId}`;
    expect(users).toHaveLength(1);
  });

  it('disable: the next call with an existing session is a 401, and signing in is refused', async () => {
    const job = await seedJob(h, admin);
    expect((await session(job.crew)).status).toBe(200);
    const res = await h.json('POST', `/api/staff-accounts/${job.employeeId}/disable`, undefined, { cookie: admin });
    expect(res.status).toBe(204);
    expect((await session(job.crew)).status).toBe(401);
    expect((await h.json('GET', '/api/sync/pull?cursor=0', undefined, { cookie: job.crew })).status).toBe(401);
    expect((await login(`crew-${job.employeeId.slice(0, 8)}`)).status).toBe(401);

    const list = StaffAccessSchema.array().parse(
      await (await h.json('GET', '/api/staff-accounts', undefined, { cookie: admin })).json(),
    );
    expect(list.find((a) => a.employeeId === job.employeeId)).toMatchObject({ status: 'disabled' });
  });

  it('lists access per employee for admins only, and answers 404 for an unknown employee', async () => {
    const job = await seedJob(h, admin);
    const list = StaffAccessSchema.array().parse(
      await (await h.json('GET', '/api/staff-accounts', undefined, { cookie: admin })).json(),
    );
    expect(list.find((a) => a.employeeId === job.employeeId)).toMatchObject({ status: 'active' });
    expect(list.find((a) => a.employeeId === h.crewEmployeeId)).toMatchObject({ status: 'active', username: 'crew' });
    expect((await h.json('GET', '/api/staff-accounts', undefined, { cookie: job.crew })).status).toBe(403);
    const unknown = '9b2f6c1e-4d3a-4b8e-9f00-1a2b3c4d5e6f';
    const res = await h.json('POST', `/api/staff-accounts/${unknown}/setup-code`, undefined, { cookie: admin });
    expect(res.status).toBe(404);
  });
});

describe('the dev `crew` account', () => {
  it('belongs to one named employee', async () => {
    const res = await login('crew', 'test-crew-password');
    expect(SessionResponse.parse(await res.json()).user.employeeId).toBe(h.crewEmployeeId);
  });
});

describe('the deployment accounts (issue 23 §4)', () => {
  it('reserves the dev usernames for setup codes, in any case', async () => {
    const job = await seedJob(h, admin);
    for (const username of ['crew', 'Admin']) {
      const issued = await issueSetupCode(h, admin, job.employeeId);
      const res = await redeem(h, issued.code, username);
      expect(res.status, username).toBe(400);
      expect((await readError(res)).fields?.username).toMatch(/reserved/);
    }
  });

  it('never rewrites the password of an account an employee made, even one named `crew`', async () => {
    const job = await seedJob(h, admin);
    const issued = await issueSetupCode(h, admin, job.employeeId);
    expect((await redeem(h, issued.code, 'sam.k')).status).toBe(200);
    // Picked before the name was reserved: the dev `crew` account is gone, the employee's is named crew.
    await h.db.sql`update users set username = 'crew-dev' where username = 'crew'`;
    await h.db.sql`update users set username = 'crew' where username = 'sam.k'`;
    const auth = authService(usersRepository(h.db.sql), sessionsRepository(h.db.sql), h.clock);
    await auth.ensureStaffAccounts(TEST_PASSWORDS, true, h.crewEmployeeId);
    expect((await login('crew')).status).toBe(200);
    expect((await login('crew', TEST_PASSWORDS.crew)).status).toBe(401);
    // The deployment's own admin still takes the configured password.
    await h.db.sql`update users set password_hash = 'x' where username = 'admin'`;
    await auth.ensureStaffAccounts(TEST_PASSWORDS, true, h.crewEmployeeId);
    expect((await login('admin', TEST_PASSWORDS.admin)).status).toBe(200);
  });
});

describe('an inactive employee has no app access (issue 23 §8)', () => {
  // The deployment-account test above reset the admin password, which ended the admin's session.
  beforeAll(async () => {
    admin = await h.signIn('admin');
  });
  const setStatus = (employeeId: string, status: 'active' | 'inactive') =>
    pushOk(h, admin, randomUUID(), [mutation(1, 'setEmployeeStatus', { employeeId, status })]);

  it('sessions end, sign-in, setup codes and clock-ins are refused; back to active, a new code works', async () => {
    const job = await seedJob(h, admin);
    const username = `inactive-${job.employeeId.slice(0, 6)}`;
    const live = cookieOf(await redeem(h, (await issueSetupCode(h, admin, job.employeeId)).code, username));
    expect((await session(live)).status).toBe(200);

    await setStatus(job.employeeId, 'inactive');
    expect((await session(live)).status).toBe(401);
    expect((await login(username)).status).toBe(401);
    const refused = await h.json('POST', `/api/staff-accounts/${job.employeeId}/setup-code`, undefined, {
      cookie: admin,
    });
    expect(refused.status).toBe(409);
    expect((await readError(refused)).code).toBe('employee_inactive');
    // Nobody clocks them in, not even an admin.
    const punch = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'clockIn', clockInArgs(job.employeeId, job.appointmentId, '2025-01-06T14:00:00.000Z')),
    ]);
    expect(punch.results[0]?.error?.code).toBe('employee_inactive');

    await setStatus(job.employeeId, 'active');
    expect((await session(live)).status).toBe(401);
    const again = await issueSetupCode(h, admin, job.employeeId);
    expect((await redeem(h, again.code, username)).status).toBe(200);
  });

  it('a setup code issued before the employee was set inactive is refused', async () => {
    const job = await seedJob(h, admin);
    const issued = await issueSetupCode(h, admin, job.employeeId);
    await setStatus(job.employeeId, 'inactive');
    const res = await redeem(h, issued.code, `late-${job.employeeId.slice(0, 6)}`);
    expect(res.status).toBe(400);
    expect((await readError(res)).code).toBe('invalid_setup_code');
  });
});

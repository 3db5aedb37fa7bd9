/** Personal crew accounts for API tests: give an employee access and redeem the code, as the app does. */
import { SetupCodeIssuedSchema } from '@haul/shared';
import type { Harness } from './harness.ts';

export const CREW_TEST_PASSWORD = 'own-crew-password';

export async function issueSetupCode(h: Harness, adminCookie: string, employeeId: string) {
  const res = await h.json('POST', `/api/staff-accounts/${employeeId}/setup-code`, undefined, { cookie: adminCookie });
  if (res.status !== 201) throw new Error(`setup code answered ${res.status}: ${await res.text()}`);
  return SetupCodeIssuedSchema.parse(await res.json());
}

export const redeem = (h: Harness, code: string, username: string, password = CREW_TEST_PASSWORD) =>
  h.json('POST', '/api/auth/setup', { code, username, password });

/** Gives the employee an account and returns its signed-in Cookie header. */
export async function crewCookieFor(h: Harness, adminCookie: string, employeeId: string): Promise<string> {
  const { code } = await issueSetupCode(h, adminCookie, employeeId);
  const res = await redeem(h, code, `crew-${employeeId.slice(0, 8)}`);
  if (res.status !== 200) throw new Error(`redeem answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('redeem set no cookie');
  return cookie;
}

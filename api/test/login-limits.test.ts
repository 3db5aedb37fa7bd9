import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { LOGIN_ATTEMPT_LIMIT } from '../src/services/auth.ts';
import { TEST_PASSWORDS, useHarness } from './harness.ts';

const login = (h: ReturnType<typeof useHarness>, username: string, password: string) =>
  h.json('POST', '/api/auth/login', { username, password });

describe('per-address sign-in cap', () => {
  const h = useHarness();
  it('refuses further attempts from one address after the cap, even with the right password', async () => {
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT.limit; i++) {
      expect((await login(h, `nobody-${i}`, 'wrong')).status).toBe(401);
    }
    expect((await login(h, 'crew', TEST_PASSWORDS.crew)).status).toBe(429);
  });
});

describe('relaxed limits for the e2e run', () => {
  const h = useHarness({ deps: { relaxedLimits: true } });
  it('lifts the per-address cap but keeps the per-username lockout', async () => {
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT.limit + 5; i++) {
      expect((await login(h, `nobody-${i}`, 'wrong')).status).toBe(401);
    }
    expect((await login(h, 'crew', TEST_PASSWORDS.crew)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(h, 'admin', `guess-${i}`)).status).toBe(401);
    expect((await login(h, 'admin', TEST_PASSWORDS.admin)).status).toBe(429);
  });

  it('is refused in production and off unless asked for', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-password', CREW_PASSWORD: 'another-one' };
    expect(() => loadConfig({ ...production, E2E_RELAXED_LIMITS: 'true' })).toThrow(/refused in production/);
    expect(loadConfig(production).relaxedLimits).toBe(false);
    expect(loadConfig({ E2E_RELAXED_LIMITS: 'true' }).relaxedLimits).toBe(true);
  });
});

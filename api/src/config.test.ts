import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config: booking capacity and public-form limits', () => {
  it('defaults to 2 crews per window and the strict public-form limit', () => {
    const config = loadConfig({});
    expect(config.crewsPerWindow).toBe(2);
    expect(config.relaxedLimits).toBe(false);
  });

  it('reads CREWS_PER_WINDOW and relaxes the limits only when E2E_RELAXED_LIMITS is true', () => {
    expect(loadConfig({ CREWS_PER_WINDOW: '4' }).crewsPerWindow).toBe(4);
    expect(loadConfig({ E2E_RELAXED_LIMITS: 'true' }).relaxedLimits).toBe(true);
    expect(loadConfig({ E2E_RELAXED_LIMITS: '' }).relaxedLimits).toBe(false);
    expect(() => loadConfig({ E2E_RELAXED_LIMITS: 'yes' })).toThrow(/E2E_RELAXED_LIMITS/);
  });
});

describe('config: production safety', () => {
  const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-password', CREW_PASSWORD: 'another-one' };

  it('shortens the housekeeping intervals only outside production (tests watching instances take turns)', () => {
    expect(loadConfig({}).housekeepingEveryMs).toBeNull();
    expect(loadConfig({ HOUSEKEEPING_EVERY_MS: '300' }).housekeepingEveryMs).toBe(300);
    expect(() => loadConfig({ HOUSEKEEPING_EVERY_MS: '5' })).toThrow(/HOUSEKEEPING_EVERY_MS/);
    expect(() => loadConfig({ ...production, HOUSEKEEPING_EVERY_MS: '300' })).toThrow(/tests only/);
  });

  it('warns in production when TRUST_PROXY is unset (issue 23 §7)', () => {
    expect(loadConfig(production).warnings).toEqual([expect.stringMatching(/TRUST_PROXY is unset/)]);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.1' }).warnings).toEqual([]);
    expect(loadConfig({}).warnings).toEqual([]);
  });

  it('never seeds demo data in production, and refuses to be told to', () => {
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA=true is refused/);
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('reads TRUST_PROXY as hops or proxy addresses, and refuses nonsense', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual({ proxies: ['10.0.0.0/8'] });
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('config: online card payments (Stripe)', () => {
  it('is off unless both keys are set; one without the other is refused; the stand-in base is not for production', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/set both or neither/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a-long-password',
        CREW_PASSWORD: 'another-one',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    ).toThrow(/STRIPE_API_BASE is for tests/);
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-password', CREW_PASSWORD: 'another-one' };
    const keys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', TRUST_PROXY: '1' };
    expect(loadConfig({ ...production, ...keys }).warnings).toEqual([
      expect.stringMatching(/Stripe sends customers back/),
    ]);
    expect(loadConfig({ ...production, ...keys, PUBLIC_URL: 'https://haul.example.com' }).warnings).toEqual([]);
  });
});

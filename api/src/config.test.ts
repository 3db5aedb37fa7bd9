import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PUBLIC_FORM_RATE_LIMIT, RELAXED_PUBLIC_FORM_RATE_LIMIT } from './http/public-form-limits.ts';

describe('config: booking capacity and public-form limits', () => {
  it('defaults to 2 crews per window and the strict public-form limit', () => {
    const config = loadConfig({});
    expect(config.crewsPerWindow).toBe(2);
    expect(config.publicFormRateLimit).toEqual(PUBLIC_FORM_RATE_LIMIT);
  });

  it('reads CREWS_PER_WINDOW and relaxes the limits only when E2E_RELAXED_LIMITS is true', () => {
    expect(loadConfig({ CREWS_PER_WINDOW: '4' }).crewsPerWindow).toBe(4);
    expect(loadConfig({ E2E_RELAXED_LIMITS: 'true' }).publicFormRateLimit).toEqual(RELAXED_PUBLIC_FORM_RATE_LIMIT);
    expect(loadConfig({ E2E_RELAXED_LIMITS: '' }).publicFormRateLimit).toEqual(PUBLIC_FORM_RATE_LIMIT);
    expect(() => loadConfig({ E2E_RELAXED_LIMITS: 'yes' })).toThrow(/E2E_RELAXED_LIMITS/);
  });
});

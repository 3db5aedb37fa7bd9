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

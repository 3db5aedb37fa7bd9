import { leadSource } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { leadSourceCounts, leadsLabel, statusCounts } from './dashboard-stats.ts';

describe('dashboard stats', () => {
  it('counts total, pending and confirmed appointments', () => {
    const list = ['pending', 'confirmed', 'confirmed', 'completed', 'cancelled', 'pending', 'confirmed'].map(
      (status) => ({ status: status as 'pending' }),
    );
    expect(statusCounts(list)).toEqual({ total: 7, pending: 2, confirmed: 3 });
  });

  it('ranks lead sources by count, labels them, and counts a missing source as Not specified', () => {
    const list = [
      { leadSource: 'google_search' as const },
      { leadSource: 'angie' as const },
      { leadSource: 'google_search' as const },
      { leadSource: undefined },
      { leadSource: 'google_search' as const },
      { leadSource: undefined },
    ];
    expect(leadSourceCounts(list)).toEqual([
      { source: 'google_search', label: 'Google Search', count: 3 },
      { source: null, label: 'Not specified', count: 2 },
      { source: 'angie', label: "Angie's List", count: 1 },
    ]);
  });

  it('keeps only the top 10 sources', () => {
    const values = leadSource.values.slice(0, 12);
    const list = values.flatMap((source, i) => Array.from({ length: i + 1 }, () => ({ leadSource: source })));
    const top = leadSourceCounts(list);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ source: 'referral', count: 12 });
    expect(top.map((t) => t.source)).not.toContain('direct');
  });

  it("words counts as the spec's 'N leads'", () => {
    expect(leadsLabel(4)).toBe('4 leads');
  });
});

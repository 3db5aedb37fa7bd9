/** A seeded Confirmed job with no recorded change must not read only "Booked as Pending". */
import { describe, expect, it } from 'vitest';
import { unrecordedStatus } from './status-history.tsx';

describe('unrecordedStatus', () => {
  it('names the current status when no change reaches it', () => {
    expect(unrecordedStatus([], 'confirmed')).toBe('confirmed');
    expect(unrecordedStatus([{ toStatus: 'confirmed' }], 'completed')).toBe('completed');
  });

  it('is null when the history ends on the current status (a booking starts Pending)', () => {
    expect(unrecordedStatus([], 'pending')).toBeNull();
    expect(unrecordedStatus([{ toStatus: 'pending' }, { toStatus: 'confirmed' }], 'confirmed')).toBeNull();
    expect(unrecordedStatus([], 'something-unknown')).toBeNull();
  });
});

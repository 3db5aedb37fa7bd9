import { describe, expect, it } from 'vitest';
import { isContactRequestOverdue, openContactRequests } from './office-rules.ts';

describe('contact requests and the 24-hour promise', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  it('flags a request unanswered for more than 24 hours, never a handled one', () => {
    expect(isContactRequestOverdue({ createdAt: '2026-11-24T14:59:00Z' }, now)).toBe(true);
    expect(isContactRequestOverdue({ createdAt: '2026-11-24T15:00:00Z' }, now)).toBe(false);
    expect(isContactRequestOverdue({ createdAt: '2026-11-20T10:00:00Z', handledAt: '2026-11-21T10:00:00Z' }, now)).toBe(
      false,
    );
  });
  it('counts the open ones', () => {
    expect(openContactRequests([{ handledAt: null }, { handledAt: '2026-11-21T10:00:00Z' }, {}])).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { explainRefusal } from './booking-refusal.ts';

const FALLBACK = 'Failed to schedule your appointment. Please try again.';
const apiError = (status: number, error: { code: string; message: string; fields?: Record<string, string> }) =>
  new ApiError(status, JSON.stringify({ error }), error);

describe('what the wizard does with a refused booking', () => {
  it('sends a full window back to step 2 with the server message and clears the window', () => {
    const message = 'That arrival window was just booked. Please pick another time.';
    const refusal = explainRefusal(apiError(409, { code: 'slot_full', message }), FALLBACK);
    expect(refusal).toMatchObject({ step: 2, problem: message, clearSlot: true, clearDate: false, notice: message });
  });

  it('puts field errors under step-1 fields and returns there', () => {
    const refusal = explainRefusal(
      apiError(400, { code: 'validation_failed', message: 'x', fields: { email: 'Invalid email', other: 'ignored' } }),
      FALLBACK,
    );
    expect(refusal.step).toBe(1);
    expect(refusal.detailErrors).toEqual([['email', 'Invalid email']]);
  });

  it('sends a refused date back to step 2 and clears it', () => {
    const reason = 'Please choose a date starting tomorrow.';
    const refusal = explainRefusal(
      apiError(400, { code: 'validation_failed', message: reason, fields: { preferredDate: reason } }),
      FALLBACK,
    );
    expect(refusal).toMatchObject({ step: 2, problem: reason, clearDate: true, clearSlot: true });
  });

  it('stays put on a rate limit or a network failure, saying why', () => {
    expect(explainRefusal(apiError(429, { code: 'rate_limited', message: 'Too many' }), FALLBACK)).toMatchObject({
      step: null,
      notice: 'Too many',
    });
    expect(explainRefusal(null, FALLBACK)).toMatchObject({ step: null, notice: FALLBACK });
  });
});

/**
 * What the wizard does with a refused booking: which step to return to, which fields get
 * messages, and what the notice says. Kept apart from the component so each case is plain data.
 */
import type { ApiError } from '../../lib/api-client.ts';
import { type BookingDetailField, type BookingStep, isBookingDetailField } from './booking-form.ts';

export interface BookingRefusal {
  /** The step to show, or null to stay (e.g. a network error: the visitor can simply retry). */
  step: BookingStep | null;
  detailErrors: [BookingDetailField, string][];
  /** Shown above the arrival windows on step 2. */
  problem: string | null;
  clearDate: boolean;
  clearSlot: boolean;
  notice: string;
}

export function explainRefusal(error: ApiError | null, fallback: string): BookingRefusal {
  const stay: BookingRefusal = {
    step: null,
    detailErrors: [],
    problem: null,
    clearDate: false,
    clearSlot: false,
    notice: fallback,
  };
  if (!error) return stay;
  const message = error.userMessage(fallback);

  if (error.status === 409) {
    // The window filled up while the visitor was deciding: pick again from fresh availability.
    return { ...stay, step: 2, problem: message, clearSlot: true, notice: message };
  }
  if (error.status === 400) {
    const fields = error.envelope?.fields ?? {};
    const detailErrors = Object.entries(fields).filter((entry): entry is [BookingDetailField, string] =>
      isBookingDetailField(entry[0]),
    );
    if (detailErrors.length > 0)
      return { ...stay, step: 1, detailErrors, notice: 'Please correct the highlighted fields.' };
    const dateProblem = fields.preferredDate;
    const slotProblem = fields.preferredTimeSlot;
    if (dateProblem || slotProblem) {
      const problem = dateProblem ?? slotProblem ?? message;
      return { ...stay, step: 2, problem, clearDate: Boolean(dateProblem), clearSlot: true, notice: problem };
    }
  }
  // 429 and anything else: the server's sentence when it has one.
  return { ...stay, notice: message };
}

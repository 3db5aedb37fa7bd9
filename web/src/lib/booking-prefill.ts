/**
 * "Make a booking" on a contact request hands its details to the office's phone booking through
 * the tab's sessionStorage (never the URL: no customer details in history or server logs).
 */
const PREFILL_KEY = 'haul.booking-prefill';
const PREFILL_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'address', 'description'] as const;

/** What a contact request hands over: the fields both forms have. */
export type BookingPrefill = Record<(typeof PREFILL_FIELDS)[number], string>;

export function handBookingPrefill(details: BookingPrefill): void {
  try {
    sessionStorage.setItem(PREFILL_KEY, JSON.stringify(details));
  } catch {
    // Storage refused (private mode): the office types the details instead.
  }
}

/**
 * The handed-over details. Reading leaves them in place: a render React throws away before it
 * commits (a suspending child) runs the page's state initialiser again, and must find them too.
 * The page clears them once it has mounted (`clearBookingPrefill`).
 */
export function readBookingPrefill(): Partial<BookingPrefill> {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(PREFILL_KEY);
    if (!text) return {};
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const out: Partial<BookingPrefill> = {};
    for (const field of PREFILL_FIELDS) if (typeof parsed[field] === 'string') out[field] = parsed[field];
    return out;
  } catch {
    return {};
  }
}

/** Forgets the handed-over details, so the next visit starts empty. */
export function clearBookingPrefill(): void {
  try {
    sessionStorage.removeItem(PREFILL_KEY);
  } catch {
    // Nothing was stored.
  }
}

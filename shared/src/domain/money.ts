/**
 * Money as text, the one home (decision 0315): what a person types becomes whole cents through
 * `parseDollars`, and cents become text through `formatCents` (for reading) or `centsAsDecimal`
 * (for a CSV cell or an input field). Money is integer cents everywhere else, so both directions
 * work on the digits as a string: no float multiply or divide, nothing to round.
 */

/** Whole dollars a person may type: nine digits keep every amount a safe integer of cents. */
const MAX_WHOLE_DIGITS = 9;

/** The largest amount `parseDollars` reads: $999,999,999.99. */
export const MAX_TYPED_CENTS = 99_999_999_999;

/** What each refusal says, so a form and a test name the same words. */
export const DOLLARS_REFUSALS = {
  empty: 'Enter an amount such as 25.00',
  negative: 'Enter an amount of zero or more',
  tooPrecise: 'Use at most two decimals (whole cents), such as 25.00',
  tooLarge: 'That amount is too large',
  unreadable: 'Enter an amount such as 25.00',
} as const;

/** Whole cents, or why the text is not an exact amount of money. */
export type DollarsReading = { ok: true; cents: number } | { ok: false; message: string };

/** "12", "12.5", "$12.50", "1,234.56", ".75": an optional `$`, whole dollars (commas in threes), up to two decimals. */
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Text typed by a person → whole cents, exactly: "46.5" is 4650, "$1,046" is 104600. Refuses, with
 * words a person can act on, an empty field, a minus sign, a third decimal and anything else.
 */
export function parseDollars(text: string): DollarsReading {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: DOLLARS_REFUSALS.empty };
  if (/^-|^\$\s*-/.test(typed)) return { ok: false, message: DOLLARS_REFUSALS.negative };
  const match = AMOUNT.exec(typed);
  const whole = (match?.[1] ?? '').replaceAll(',', '');
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, message: DOLLARS_REFUSALS.unreadable };
  if (fraction.length > 2) return { ok: false, message: DOLLARS_REFUSALS.tooPrecise };
  const digits = whole.replace(/^0+/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { ok: false, message: DOLLARS_REFUSALS.tooLarge };
  // Dollars and cents side by side are the amount in cents, written out: "12" + "50" → 1250.
  return { ok: true, cents: Number(`${digits}${fraction.padEnd(2, '0')}`) };
}

/** The sign, whole dollars and two cent digits of an amount, read off its decimal digits. */
function partsOf(cents: number): { sign: string; whole: string; fraction: string } {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money is whole cents, not ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return { sign: cents < 0 ? '-' : '', whole: digits.slice(0, -2), fraction: digits.slice(-2) };
}

const inThrees = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Cents for reading: 123456 → "$1,234.56", -5 → "-$0.05"; `{ symbol: false }` → "1,234.56" (beside
 * a "$" the page already shows).
 */
export function formatCents(cents: number, { symbol = true }: { symbol?: boolean } = {}): string {
  const { sign, whole, fraction } = partsOf(cents);
  return `${sign}${symbol ? '$' : ''}${inThrees(whole)}.${fraction}`;
}

/** Cents as a plain decimal, for a CSV cell or an input field: 123456 → "1234.56", -5 → "-0.05". */
export function centsAsDecimal(cents: number): string {
  const { sign, whole, fraction } = partsOf(cents);
  return `${sign}${whole}.${fraction}`;
}

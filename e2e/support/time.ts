/**
 * The e2e run's deadlines, from one factor (decision 0312). A deadline only ends a test that hangs:
 * it never makes a test wait. On a machine busier than a 2-core one kept busy by one other
 * process (where the defaults hold), set E2E_TIME_SCALE (2, 3…) and every deadline grows with it.
 * Budgets a test measures the app against (a job on the phone within 2 s) never scale.
 */
export const TIME_SCALE = Math.max(1, Number(process.env.E2E_TIME_SCALE ?? 1) || 1);

/** A deadline of `ms` on a machine as fast as the defaults assume, scaled for this one. */
export const scaled = (ms: number) => Math.round(ms * TIME_SCALE);

/**
 * Test clock preload (docs/testing.md, "Running on another day"): with TEST_NOW set, every `Date`
 * in this process reads as if the test run started at TEST_NOW, and time still runs. Loaded with
 * `node --import ./scripts/test-clock.mjs` (through NODE_OPTIONS, so vitest's workers and the app
 * an e2e run starts get it too). TEST_NOW_SET_AT (real epoch ms, set by scripts/test-week.mjs)
 * gives every process of one run the same offset. Without TEST_NOW this does nothing.
 *
 * What it does not move: PostgreSQL's now() (the database server's clock) and `Intl` formatting
 * called without a date. Fake timers (vi.useFakeTimers, renderStaff's `now`) still win inside the
 * tests that use them, and give back this clock when they are done.
 */
const target = process.env.TEST_NOW;
if (target) {
  const at = Date.parse(target);
  if (Number.isNaN(at)) throw new Error(`TEST_NOW is not a date: ${target}`);
  const RealDate = globalThis.Date;
  const setAt = Number(process.env.TEST_NOW_SET_AT) || RealDate.now();
  const offset = at - setAt;
  const shiftedNow = () => RealDate.now() + offset;
  class TestDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(shiftedNow());
      else super(...args);
    }
    static now() {
      return shiftedNow();
    }
  }
  globalThis.Date = TestDate;
}

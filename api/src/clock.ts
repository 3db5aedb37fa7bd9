/** Injected so tests can set "now" (booking windows, sessions, clock-ins). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export const fixedClock = (at: Date | string): Clock & { set(next: Date | string): void } => {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
  };
};

/**
 * One sync runner per device (docs/sync.md, "Runner"): every tab of the app shares the Web Lock,
 * so a second tab finds it held and does nothing. Each tab is its own copy of the module (a fresh
 * import), as two pages are; Node's `navigator.locks` is the Web Locks API shared between them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type LockModule = typeof import('./device-lock.ts');

/** A fresh copy of device-lock.ts, as another tab (another page) loads it. */
async function openTab(): Promise<LockModule> {
  vi.resetModules();
  return import('./device-lock.ts');
}

/** A sync that runs until released, telling when it has started. */
function heldRun() {
  let release = () => {};
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = async () => {
    started();
    await done;
    return 'synced' as const;
  };
  return { run, running, release };
}

/** Resolves once a request for `name` waits in the Web Locks queue (checked between tasks), or on `stop`. */
async function queuedFor(name: string, stop: AbortSignal): Promise<void> {
  while (!stop.aborted) {
    const { pending = [] } = await navigator.locks.query();
    if (pending.some((lock) => lock.name === name)) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one sync runner per device', () => {
  it('sync.md #16 (one runner): a second tab finds the sync running in the first and does not run, nor wait to run', async () => {
    expect(globalThis.navigator?.locks).toBeDefined();
    const [tab1, tab2] = [await openTab(), await openTab()];
    const name = `haul-sync-${crypto.randomUUID()}`;
    const first = heldRun();
    const running = tab1.withDeviceLock(name, first.run);
    await first.running;
    let ranInSecond = false;
    const second = tab2.withDeviceLock(name, async () => {
      ranInSecond = true;
      return 'synced' as const;
    });
    // Answered while the first still holds the lock: busy, at once. A second tab that asked to wait
    // instead shows in the lock manager's queue, which ends the race without a duration.
    const stop = new AbortController();
    const answer = await Promise.race([second, queuedFor(name, stop.signal).then(() => 'waiting' as const)]);
    stop.abort();
    first.release();
    expect(answer).toBe('busy');
    expect(await running).toBe('synced');
    expect(await second).toBe('busy');
    expect(ranInSecond).toBe(false);
    // Once the first is done, the next run takes the lock.
    expect(await tab2.withDeviceLock(name, async () => 'synced' as const)).toBe('synced');
  });

  it('where Web Locks are missing, one page still runs one sync at a time', async () => {
    vi.stubGlobal('navigator', {});
    const tab = await openTab();
    const name = `haul-sync-${crypto.randomUUID()}`;
    const first = heldRun();
    const running = tab.withDeviceLock(name, first.run);
    await first.running;
    expect(await tab.withDeviceLock(name, async () => 'synced' as const)).toBe('busy');
    first.release();
    expect(await running).toBe('synced');
    expect(await tab.withDeviceLock(name, async () => 'synced' as const)).toBe('synced');
  });
});

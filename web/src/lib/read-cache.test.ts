/**
 * The booking wizard's read cache (decision 0210) keeps the rules it had under TanStack Query:
 * one request per key while shown, no refetch by age, a failure kept until retried, and
 * `invalidate()` refetching what is on screen and only that.
 */
import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

/** A loader whose answers the test hands out one at a time. */
function controlledLoader() {
  const calls: { key: string; resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReadCache', () => {
  it('loads a key once while it is shown, and keeps the answer when it is shown again', async () => {
    const { calls, load } = controlledLoader();
    const cache = createReadCache(load);
    expect(cache.get('2026-12-01')).toMatchObject({ isPending: true, isFetching: false });

    const unwatch = cache.watch('2026-12-01');
    const alsoShown = cache.watch('2026-12-01');
    expect(calls.map((c) => c.key)).toEqual(['2026-12-01']);
    expect(cache.get('2026-12-01')).toMatchObject({ isPending: true, isFetching: true });
    calls[0]?.resolve('windows');
    await settle();
    expect(cache.get('2026-12-01')).toMatchObject({ isPending: false, isFetching: false, data: 'windows' });
    unwatch();
    alsoShown();

    cache.watch('2026-12-01')();
    expect(calls).toHaveLength(1);
  });

  it('keeps a failure, without retrying, until asked again', async () => {
    const { calls, load } = controlledLoader();
    const cache = createReadCache(load);
    const unwatch = cache.watch('a');
    calls[0]?.reject(new Error('503'));
    await settle();
    expect(cache.get('a')).toMatchObject({ isPending: true, isError: true, isFetching: false });
    expect((cache.get('a').error as Error).message).toBe('503');
    expect(calls).toHaveLength(1);

    void cache.fetch('a');
    calls[1]?.resolve('ok');
    await settle();
    expect(cache.get('a')).toMatchObject({ isPending: false, isError: false, error: null, data: 'ok' });
    unwatch();
  });

  it('invalidate refetches the keys on screen now and the others when next shown', async () => {
    const { calls, load } = controlledLoader();
    const cache = createReadCache(load);
    const stopShown = cache.watch('shown');
    cache.watch('hidden')();
    calls[0]?.resolve('shown 1');
    calls[1]?.resolve('hidden 1');
    await settle();

    cache.invalidate();
    expect(calls.map((c) => c.key)).toEqual(['shown', 'hidden', 'shown']);
    // While refetching, the old answer is still there but marked as being fetched.
    expect(cache.get('shown')).toMatchObject({ data: 'shown 1', isFetching: true });
    calls[2]?.resolve('shown 2');
    await settle();
    expect(cache.get('shown').data).toBe('shown 2');

    const stopHidden = cache.watch('hidden');
    expect(calls.map((c) => c.key)).toEqual(['shown', 'hidden', 'shown', 'hidden']);
    stopShown();
    stopHidden();
  });

  it('an older answer never overwrites a newer request for the same key', async () => {
    const { calls, load } = controlledLoader();
    const cache = createReadCache(load);
    const unwatch = cache.watch('d');
    void cache.fetch('d');
    calls[1]?.resolve('new');
    await settle();
    calls[0]?.resolve('old');
    await settle();
    expect(cache.get('d').data).toBe('new');
    unwatch();
  });

  it('tells its subscribers of every change', async () => {
    const { calls, load } = controlledLoader();
    const cache = createReadCache(load);
    let heard = 0;
    const unsubscribe = cache.subscribe(() => heard++);
    const unwatch = cache.watch('k');
    expect(heard).toBe(1);
    calls[0]?.resolve('v');
    await settle();
    expect(heard).toBe(2);
    unsubscribe();
    unwatch();
  });
});

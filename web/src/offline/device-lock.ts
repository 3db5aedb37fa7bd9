/**
 * One sync runner per device: a Web Lock shared by every tab of the origin. Where Web Locks are
 * missing, an in-page lock still keeps one runner per page (the server's per-client ordering
 * makes a second concurrent runner harmless, only wasteful).
 */
const held = new Set<string>();

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export async function withDeviceLock<T>(name: string, run: () => Promise<T>): Promise<T | 'busy'> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks?.request) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? run() : ('busy' as const)));
  }
  if (held.has(name)) return 'busy';
  held.add(name);
  try {
    return await run();
  } finally {
    held.delete(name);
  }
}

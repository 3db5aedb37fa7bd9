import { describe, expect, it } from 'vitest';
import { isRuntimeCrash, startWithOneRetryOnRuntimeCrash } from './test-processes.ts';

const crash = new Error(
  'server exited (null) before listening:\n\n#\n# Fatal error in , line 0\n# Check failed: jit_page.has_value().',
);

describe('a server process that the runtime crashed while starting', () => {
  it('is started once more, and only once', async () => {
    let attempts = 0;
    const started = await startWithOneRetryOnRuntimeCrash('test', async () => {
      attempts += 1;
      if (attempts === 1) throw crash;
      return 'listening';
    });
    expect([started, attempts]).toEqual(['listening', 2]);
    await expect(
      startWithOneRetryOnRuntimeCrash('test', async () => {
        throw crash;
      }),
    ).rejects.toBe(crash);
  });

  it('is not started again when it failed for any other reason', async () => {
    let attempts = 0;
    const failure = new Error('server exited (1) before listening:\nError: ADMIN_PASSWORD is required');
    await expect(
      startWithOneRetryOnRuntimeCrash('test', async () => {
        attempts += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(attempts).toBe(1);
    expect(isRuntimeCrash('Fatal error in')).toBe(false);
  });
});

/**
 * Node's V8 can abort a process while it loads PGlite's WebAssembly: "Fatal error … Check failed:
 * jit_page.has_value()" from V8's JIT-page bookkeeping (nodejs/node#64500, open as of 2026-11;
 * electric-sql/pglite#1053). It is a fault of the runtime under WebAssembly churn, not of the
 * app, seen once in a full run on a busy 2-core machine (2026-11-28). Tests that start a server
 * process start it once more when it died that way before it listened, and say so; any other
 * exit, or a second crash, still fails them. Production is restarted by its supervisor.
 */
const RUNTIME_CRASH = /# Fatal error in|V8_Fatal|Segmentation fault|SIGSEGV/;

/** Whether a start-up failure's message shows V8 itself aborting. */
export function isRuntimeCrash(error: unknown): boolean {
  return error instanceof Error && RUNTIME_CRASH.test(error.message);
}

/** `start()`, and once more if the first attempt died of a runtime crash before it was ready. */
export async function startWithOneRetryOnRuntimeCrash<T>(what: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!isRuntimeCrash(error)) throw error;
    console.warn(`${what}: the Node runtime crashed while starting (nodejs/node#64500); starting it once more`);
    return start();
  }
}

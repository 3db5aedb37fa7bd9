/** Request logging and error logging: one line per request, never request bodies. */
import type { MiddlewareHandler } from 'hono';

export interface Logger {
  info(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export function createLogger(enabled: boolean): Logger {
  return {
    info: (message, detail) => {
      if (enabled) console.log(detail === undefined ? message : `${message} ${JSON.stringify(detail)}`);
    },
    // Errors are always logged: they are how an operator learns about a 500.
    error: (message, detail) => console.error(message, detail ?? ''),
  };
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}

/**
 * Request logging and error logging: one line per request, never request bodies.
 * Two formats: `text` (development: readable lines) and `json` (production: one JSON object per
 * line, which a log service can read). Every request carries an id — the proxy's X-Request-Id when
 * it sends a sane one, else a new one — echoed in the X-Request-Id response header and in its log
 * line, so a user's report, the proxy's log and ours can be matched.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export type LogFormat = 'text' | 'json';

export interface Logger {
  info(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
  /** One finished request (a logger without it gets a text line through `info`). */
  request?(entry: RequestLogEntry): void;
}

export interface RequestLogEntry {
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

type Write = (line: string) => void;

/** Errors become their message and stack (JSON.stringify would give `{}`). */
function plain(detail: unknown): unknown {
  if (detail instanceof Error) return { error: detail.message, stack: detail.stack };
  return detail;
}

export function createLogger(
  enabled: boolean,
  format: LogFormat = 'text',
  out: { log: Write; error: Write } = { log: (l) => console.log(l), error: (l) => console.error(l) },
): Logger {
  if (format === 'json') {
    const line = (level: 'info' | 'error', msg: string, fields: Record<string, unknown>) =>
      JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    return {
      info: (message, detail) => {
        if (enabled) out.log(line('info', message, detail === undefined ? {} : { detail: plain(detail) }));
      },
      // Errors are always logged: they are how an operator learns about a 500.
      error: (message, detail) =>
        out.error(line('error', message, detail === undefined ? {} : { detail: plain(detail) })),
      request: (entry) => {
        if (enabled) out.log(line('info', 'request', { ...entry }));
      },
    };
  }
  return {
    info: (message, detail) => {
      if (enabled) out.log(detail === undefined ? message : `${message} ${JSON.stringify(plain(detail))}`);
    },
    error: (message, detail) => {
      const d = plain(detail);
      out.error(d === undefined ? message : `${message} ${typeof d === 'string' ? d : JSON.stringify(d)}`);
    },
    request: (e) => {
      // biome-ignore lint/plugin/no-float-money: milliseconds, not money
      if (enabled) out.log(`${e.method} ${e.path} ${e.status} ${e.ms.toFixed(1)}ms [${e.id}]`);
    },
  };
}

/** A proxy's request id is kept only when short and plain (it goes into logs and a header). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const id = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    try {
      await next();
    } finally {
      c.res.headers.set('X-Request-Id', id);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const entry = { id, method: c.req.method, path: c.req.path, status: c.res.status, ms };
      if (logger.request) logger.request(entry);
      else logger.info(`${entry.method} ${entry.path} ${entry.status} ${ms}ms [${id}]`);
    }
  };
}

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLog } from './logger.ts';

function capture(format: 'json' | 'text') {
  const lines: string[] = [];
  const errors: string[] = [];
  const logger = createLogger(true, format, { log: (l) => lines.push(l), error: (l) => errors.push(l) });
  const app = new Hono().use(requestLog(logger));
  app.get('/ok', (c) => c.text('ok'));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  return { logger, app, lines, errors };
}

describe('request log', () => {
  it('writes one JSON line per request with its id, method, path, status and duration', async () => {
    const { app, lines } = capture('json');
    const res = await app.request('/ok?secret=1');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/ok', status: 200 });
    expect(typeof entry.ms).toBe('number');
    expect(Date.parse(entry.time)).not.toBeNaN();
    expect(entry.id).toBe(res.headers.get('x-request-id'));
    expect(lines[0]).not.toContain('secret');
  });

  it("keeps a proxy's plain request id and replaces an unsafe one", async () => {
    const { app, lines } = capture('json');
    await app.request('/ok', { headers: { 'X-Request-Id': 'proxy-abc.123' } });
    await app.request('/ok', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(JSON.parse(lines[0] ?? '').id).toBe('proxy-abc.123');
    expect(JSON.parse(lines[1] ?? '').id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a request that failed with its 500', async () => {
    const { app, lines } = capture('json');
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ path: '/boom', status: 500 });
  });

  it('writes errors as JSON with the message and stack', () => {
    const { logger, errors } = capture('json');
    logger.error('purge failed', new Error('connection lost'));
    const entry = JSON.parse(errors[0] ?? '');
    expect(entry).toMatchObject({ level: 'error', msg: 'purge failed', detail: { error: 'connection lost' } });
    expect(entry.detail.stack).toContain('connection lost');
  });

  it('writes readable lines in text format', async () => {
    const { app, lines } = capture('text');
    await app.request('/ok', { headers: { 'X-Request-Id': 'r1' } });
    expect(lines[0]).toMatch(/^GET \/ok 200 [\d.]+ms \[r1\]$/);
  });
});

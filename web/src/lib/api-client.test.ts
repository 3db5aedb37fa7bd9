import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGetOrNullOn401, apiJson, apiRequest, OfflineError } from './api-client.ts';

/** A real HTTP server, so the client is tested against real fetch semantics. */
let base = '';
const seen: { method?: string; type?: string; body?: string }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ method: req.method, type: req.headers['content-type'], body });
    if (req.url === '/ok') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"n":1}');
    if (req.url === '/bad') {
      return res
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"error":{"code":"validation_failed","message":"Invalid","fields":{"email":"Invalid email"}}}');
    }
    if (req.url === '/empty') return res.writeHead(503).end();
    if (req.url === '/portal')
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in to Wi-Fi</html>');
    res.writeHead(401).end('{"error":{"code":"unauthorized","message":"Sign in"}}');
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('api client', () => {
  it('sends JSON bodies with a JSON content type and parses the response with the schema', async () => {
    expect(await apiJson(z.object({ n: z.number() }), 'POST', `${base}/ok`, { a: 1 })).toEqual({ n: 1 });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', type: 'application/json', body: '{"a":1}' });
  });

  it('sends no body and no content type when there is no data', async () => {
    await apiRequest('GET', `${base}/ok`);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', type: undefined, body: '' });
  });

  it('throws "<status>: <body>" and keeps the error envelope for forms', async () => {
    const error = await apiRequest('POST', `${base}/bad`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/^400: \{"error"/);
    expect((error as ApiError).envelope?.fields).toEqual({ email: 'Invalid email' });
    expect((error as ApiError).userMessage('fallback')).toBe('Invalid');
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty`)).rejects.toThrow('503: Service Unavailable');
  });

  it('rejects an unexpected body (a captive portal answering 200) instead of trusting it', async () => {
    await expect(apiJson(z.object({ n: z.number() }), 'GET', `${base}/portal`)).rejects.toThrow();
  });

  it('can yield null on 401 for reads that allow it, and throws otherwise', async () => {
    expect(await apiGetOrNullOn401(z.unknown(), `${base}/private`)).toBeNull();
    await expect(apiJson(z.unknown(), 'GET', `${base}/private`)).rejects.toThrow(/^401: /);
  });
});

describe('api client offline (issue 15)', () => {
  it('refuses a write at once with OfflineError when the browser is offline, sending nothing', async () => {
    const before = seen.length;
    const onLine = Object.getOwnPropertyDescriptor(globalThis.navigator, 'onLine');
    Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await expect(apiRequest('POST', `${base}/ok`, { a: 1 })).rejects.toBeInstanceOf(OfflineError);
      expect(seen.length).toBe(before);
      // Reads still go out: a service worker may answer them.
      expect((await apiRequest('GET', `${base}/ok`)).status).toBe(200);
    } finally {
      if (onLine) Object.defineProperty(globalThis.navigator, 'onLine', onLine);
      else Reflect.deleteProperty(globalThis.navigator, 'onLine');
    }
  });

  it('turns a request that got no response at all into OfflineError', async () => {
    await expect(apiRequest('POST', 'http://127.0.0.1:1/nothing-listens', { a: 1 })).rejects.toBeInstanceOf(
      OfflineError,
    );
  });
});

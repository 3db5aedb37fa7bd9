import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';

describe('security headers', () => {
  const h = useHarness({ now: '2025-01-06T15:00:00Z' });

  it('sends a same-origin CSP and the usual hardening headers on API answers and errors', async () => {
    for (const res of [
      await h.json('GET', '/api/health'),
      await h.json('GET', '/api/nope'),
      await h.json('GET', '/api/employees'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
      // Plain HTTP in development and tests: no HSTS, no upgrade of requests.
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('puts the same headers on the availability answer, which is built with them already in place', async () => {
    // Per-response headers (the request id, the body's type and length, the route's cache policy, the
    // server's clock that sync answers carry for the phone's offset, decision 0225) differ by design.
    const perResponse = ['content-type', 'content-length', 'cache-control', 'x-request-id', 'x-server-time'];
    const securityHeaders = (res: Response) => [...res.headers].filter(([name]) => !perResponse.includes(name)).sort();
    const health = await h.json('GET', '/api/health');
    const open = await h.json('GET', '/api/appointments/availability?date=2025-01-08');
    const sunday = await h.json('GET', '/api/appointments/availability?date=2025-01-12');
    expect([open.status, sunday.status]).toEqual([200, 400]);
    expect(open.headers.get('content-type')).toBe('application/json');
    expect(securityHeaders(open)).toEqual(securityHeaders(health));
    expect(securityHeaders(sunday)).toEqual(securityHeaders(health));
    expect(securityHeaders(health).map(([name]) => name)).toContain('content-security-policy');
  });

  describe('behind HTTPS', () => {
    const https = useHarness({ deps: { secureCookies: true } });
    it('adds HSTS and upgrades insecure requests', async () => {
      const res = await https.json('GET', '/api/health');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    });
  });
});

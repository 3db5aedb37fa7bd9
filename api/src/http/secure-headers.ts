/**
 * Security headers on every response (API, pages and assets), with a Content-Security-Policy the
 * built app works under: everything is served from our own origin, so scripts, workers, the
 * manifest, API calls and photos (`/api/...`) are 'self'. Prerendered pages carry only JSON-LD
 * inline, which is data, not script, so no inline script is allowed. Styles allow inline because
 * Radix primitives (dialog scroll lock, select) inject small <style> elements and style
 * attributes; a style cannot run code. See docs/decisions/0032-content-security-policy.md.
 */
import { secureHeaders } from 'hono/secure-headers';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** `https`: the app is served over HTTPS (production), so HSTS and upgrading requests apply. */
export function secureResponseHeaders({ https }: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: https
      ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] }
      : CONTENT_SECURITY_POLICY,
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // The time clock needs the phone's location and job photos its camera, on our own pages only.
    permissionsPolicy: { geolocation: ['self'], camera: ['self'], microphone: [], payment: [], usb: [] },
  });
}

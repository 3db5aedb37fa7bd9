import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address from the socket. Forwarded headers are ignored: they are trustworthy only
 * behind a known proxy, and this app is served directly. Requests made in-process (tests via
 * app.request) have no socket and share the key 'local'.
 */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * What a screen says when a read from the office's server failed: the office's screens (and the
 * training editor) read the server, not the device (decision 0290). With the device offline it
 * says so and reads again by itself when the connection returns; when the server could not be
 * reached although the device is online, or answered with an error, it offers Try again; a record
 * the server does not have says that (`missing`).
 */
import { useEffect, useRef } from 'react';
import { ApiError, OfflineError } from '../../lib/api-client.ts';
import { buttonClasses } from './button-styles.ts';

/** The part of a failed TanStack query this needs. */
export interface FailedRead {
  error: unknown;
  refetch: () => unknown;
}

export function LoadFailed({
  what,
  query,
  missing,
}: {
  /** What did not load, as it reads after "for": "the calendar", "appointments", "this job's loads". */
  what: string;
  query: FailedRead;
  /** Said when the server has no such record (404), e.g. "This appointment does not exist, or was removed." */
  missing?: string;
}) {
  // The browser knows it has no network: its 'online' event will come, so wait for that.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // The device has a network but no answer came (the server restarting, a dead Wi-Fi): nothing
  // will announce its return, so the person tries again.
  const unreachable = !offline && query.error instanceof OfflineError;
  // The query's latest refetch, without listening again on every render (callers may pass a new object).
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    if (!offline) return;
    const again = () => void latest.current.refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [offline]);

  const notFound = query.error instanceof ApiError && query.error.status === 404 && missing;
  return (
    <div role="alert" className="py-6 text-center text-sm text-slate-600">
      {offline ? (
        <p>
          <strong className="text-slate-900">No connection.</strong> This screen needs the office's server for {what}.
          It tries again by itself when the connection returns.
        </p>
      ) : notFound ? (
        <p>{missing}</p>
      ) : (
        <>
          <p>
            {unreachable
              ? `Could not reach the office's server for ${what}. Check the connection, then try again.`
              : `Could not load ${what}. Try again in a moment.`}
          </p>
          <button type="button" className={buttonClasses('outline', 'lg', 'mt-3')} onClick={() => void query.refetch()}>
            Try again
          </button>
        </>
      )}
    </div>
  );
}

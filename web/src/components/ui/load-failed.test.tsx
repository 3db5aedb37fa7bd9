/**
 * The office's screens read the server (decision 0290): with no connection each one says so and
 * loads by itself when the connection returns; a record the server does not have says that; any
 * other failure offers Try again. With the real API.
 */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../../lib/api-client.ts';
import { startApi, type TestApi } from '../../offline/testing/api-server.ts';
import { renderStaff, signInOnline } from '../../test/render-staff.tsx';
import { LoadFailed } from './load-failed.tsx';

/** A report whose first read fails as `firstRead` says; the next one is answered. */
let reportReads = 0;
let firstRead: Error = new Error('unset');
function Report() {
  const query = useQuery({
    queryKey: ['load-failed-test'],
    queryFn: async () => {
      reportReads++;
      if (reportReads === 1) throw firstRead;
      return 'The report';
    },
  });
  if (query.isPending) return <p>Loading…</p>;
  return query.isError ? <LoadFailed what="the report" query={query} /> : <p>{query.data}</p>;
}

describe('a read from the office’s server that failed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  it.each([
    { path: '/admin/calendar', what: 'the calendar', loaded: 'Closed days' },
    { path: '/admin/review', what: 'the review queue', loaded: 'Nothing to review.' },
    { path: '/admin/timesheets', what: 'the timesheet' },
    { path: '/admin/customers', what: 'customers' },
  ])(
    '$path opened with no connection says so, and loads when the connection returns',
    async ({ path, what, loaded }) => {
      const { goOnline } = await renderStaff({ online: await signInOnline(api, 'admin'), signal: false, path });
      const said = await screen.findByText(`This screen needs the office's server for ${what}.`, { exact: false });
      const alert = said.closest('[role="alert"]');
      expect(alert).toHaveTextContent('No connection.');
      expect(alert).toHaveTextContent('It tries again by itself when the connection returns.');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

      await goOnline();
      await waitFor(() => expect(screen.queryByText('No connection.')).toBeNull(), { timeout: 5000 });
      if (loaded) expect(await screen.findByText(loaded, { exact: false })).toBeInTheDocument();
      expect(screen.queryByText(/Could not load/)).toBeNull();
    },
  );

  it('a job the server does not have says so, not "check the connection"', async () => {
    await renderStaff({
      online: await signInOnline(api, 'admin'),
      path: '/admin/appointments/6f1c2a9e-0000-4000-8000-000000000000',
    });
    expect(await screen.findByText('This appointment does not exist, or was removed.')).toBeInTheDocument();
    expect(screen.queryByText('No connection.')).toBeNull();
  });

  it.each([
    {
      // A proxy in front of the server answered 502.
      failure: 'a server error',
      error: new ApiError(502, 'Bad Gateway', undefined),
      says: 'Could not load the report. Try again in a moment.',
    },
    {
      // The phone has a network, but no answer came: no 'online' event will say it is back.
      failure: 'a server out of reach while the phone is online',
      error: new OfflineError(new TypeError('Failed to fetch')),
      says: "Could not reach the office's server for the report. Check the connection, then try again.",
    },
  ])('$failure offers Try again, which reads again', async ({ error, says }) => {
    reportReads = 0;
    firstRead = error;
    const { events } = await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin', ui: <Report /> });
    expect(await screen.findByText(says)).toBeInTheDocument();
    expect(screen.queryByText('No connection.')).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The report')).toBeInTheDocument();
    expect(reportReads).toBe(2);
  });
});

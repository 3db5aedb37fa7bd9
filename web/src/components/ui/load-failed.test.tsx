/**
 * The office's screens read the server (decision 0290): with no connection each one says so and
 * loads by itself when the connection returns; a record the server does not have says that; any
 * other failure offers Try again. With the real API.
 */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { startApi, type TestApi } from '../../offline/testing/api-server.ts';
import { renderStaff, signInOnline } from '../../test/render-staff.tsx';
import { LoadFailed } from './load-failed.tsx';

/** A report whose first read meets a proxy's 502; the next one is answered. */
let reportReads = 0;
function Report() {
  const query = useQuery({
    queryKey: ['load-failed-test'],
    queryFn: async () => {
      reportReads++;
      if (reportReads === 1) throw new ApiError(502, 'Bad Gateway', undefined);
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

  it('any other failure offers Try again, which reads again', async () => {
    reportReads = 0;
    const { events } = await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin', ui: <Report /> });
    expect(await screen.findByText('Could not load the report. Try again in a moment.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The report')).toBeInTheDocument();
    expect(reportReads).toBe(2);
  });
});

/**
 * /time-tracking as the office sees it, with no signal: an admin punches for the person they pick
 * (active employees only), Clock In waits for someone to be picked, the punch is queued for that
 * person, and each person's clock shows their own state. The crew's own clock is
 * components/clock-in-form.test.tsx and components/recent-entries.test.tsx.
 */
import { TEST_JOB_SITE } from '@haul/shared/factories';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeRow, jobRow, timeEntryRow } from '../../../offline/testing/rows.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

/** Tuesday 10 March 2026, 10:00 in Atlanta. */
const NOW = '2026-03-10T15:00:00.000Z';
const DAY = '2026-03-10';

describe('the time clock, for an admin', () => {
  it('punches for the person picked; their clock then shows them clocked in, another’s does not', async () => {
    const dana = employeeRow({ firstName: 'Dana', lastName: 'Whitfield' });
    const omar = employeeRow({ firstName: 'Omar', lastName: 'Reed' });
    const gone = employeeRow({ firstName: 'Left', lastName: 'Company', status: 'inactive' });
    const job = jobRow(DAY, {
      firstName: 'Maria',
      lastName: 'Lopez',
      siteLatitude: TEST_JOB_SITE.latitude,
      siteLongitude: TEST_JOB_SITE.longitude,
      siteSource: 'geocoded',
      assignedEmployeeIds: [dana.id],
    });
    const view = await renderStaff({
      path: '/time-tracking',
      as: 'admin',
      now: NOW,
      position: { ...TEST_JOB_SITE, accuracy: 10 },
      device: async (db) => {
        await db.synced('employees').bulkPut([dana, omar, gone]);
        await db.synced('appointments').put(job);
        // Omar worked yesterday.
        await db.synced('timeEntries').put(
          timeEntryRow(omar.id, '2026-03-09T13:00:00.000Z', {
            clockOutTime: '2026-03-09T17:00:00.000Z',
            totalHours: 4,
          }),
        );
      },
    });
    const { events } = view;
    const who = await screen.findByRole('combobox', { name: 'Employee' });
    await within(who).findByRole('option', { name: 'Omar Reed' });
    expect(
      within(who)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an employee', 'Dana Whitfield', 'Omar Reed']);
    const jobs = await screen.findByRole('combobox', { name: 'Job' });
    await events.selectOptions(jobs, await within(jobs).findByRole('option', { name: /Maria Lopez/ }));
    expect(screen.getByRole('button', { name: 'Clock In' })).toBeDisabled();

    await events.selectOptions(who, 'Dana Whitfield');
    await events.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByRole('button', { name: 'Clock Out' })).toBeInTheDocument();
    expect(screen.getByTestId('clock-in-time')).toBeInTheDocument();
    const db = view.deviceDb();
    const queued = await db.outbox.toArray();
    db.close();
    expect(queued.map((r) => [r.name, (r.args as { employeeId: string }).employeeId])).toEqual([['clockIn', dana.id]]);

    await events.selectOptions(who, 'Omar Reed');
    expect(await screen.findByRole('button', { name: 'Clock In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clock Out' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('recent-entries')).toHaveTextContent('Mar 9, 9:00 AM – 1:00 PM'));
  });
});

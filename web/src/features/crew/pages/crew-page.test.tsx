/**
 * /crew for the office, on a phone with no signal (everything but app access works offline): the
 * day's schedule from the device's database, a schedule added and the day moved, and on the
 * Employee Management tab the team, a status change and a new employee, each queued in the outbox
 * and shown at once. The day board's crew warnings are components/day-jobs.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeRow, scheduleRow } from '../../../offline/testing/rows.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

/** Tuesday 10 March 2026, 10:00 in Atlanta. */
const NOW = '2026-03-10T15:00:00.000Z';
const DAY = '2026-03-10';

const ready = employeeRow({ firstName: 'Ready', lastName: 'Rivera' });
const away = employeeRow({ firstName: 'Away', lastName: 'Adams', role: 'driver' });

async function openCrew() {
  const view = await renderStaff({
    path: '/crew',
    as: 'admin',
    now: NOW,
    device: async (db) => {
      await db.synced('employees').bulkPut([ready, away]);
      await db
        .synced('schedules')
        .bulkPut([
          scheduleRow(ready.id, DAY, { startTime: '08:00', endTime: '16:00', notes: 'Truck 2' }),
          scheduleRow(away.id, DAY, { startTime: '09:00', endTime: '12:00', isAvailable: false }),
        ]);
    },
  });
  const queued = async () => {
    const db = view.deviceDb();
    const rows = await db.outbox.toArray();
    db.close();
    return rows.map((r) => ({ name: r.name, args: r.args }));
  };
  return { ...view, queued };
}

describe('crew management (office, no signal)', () => {
  it("shows the phone's today with its schedule; Next day moves to the next", async () => {
    const { events } = await openCrew();
    expect(await screen.findByRole('heading', { name: 'Tuesday, March 10, 2026' })).toBeInTheDocument();
    const entries = await screen.findAllByTestId('schedule-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Ready Rivera08:00 - 16:00Truck 2AvailableCrew MemberDelete',
      'Away Adams09:00 - 12:00Not AvailableDriverDelete',
    ]);
    await events.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { name: 'Wednesday, March 11, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No schedules for this date')).toBeInTheDocument();
  });

  it('adds a schedule for the day: it is listed at once and waits in the outbox', async () => {
    const { events, queued } = await openCrew();
    await events.click(await screen.findByRole('button', { name: 'Next day' }));
    await events.click(screen.getByRole('button', { name: 'Add Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Schedule for Wednesday, March 11, 2026' }));
    await events.selectOptions(dialog.getByLabelText('Employee'), 'Ready Rivera');
    await events.selectOptions(dialog.getByLabelText('Availability'), 'Available');
    await events.click(dialog.getByRole('button', { name: 'Add Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [entry] = await screen.findAllByTestId('schedule-entry');
    expect(entry).toHaveTextContent('Ready Rivera08:00 - 16:00');
    expect(await queued()).toEqual([
      {
        name: 'upsertSchedule',
        args: expect.objectContaining({
          employeeId: ready.id,
          date: '2026-03-11',
          startTime: '08:00',
          endTime: '16:00',
        }),
      },
    ]);
  });

  it('the team tab: a status change and a new employee show at once and wait in the outbox', async () => {
    const { events, queued } = await openCrew();
    await events.click(await screen.findByRole('tab', { name: 'Employee Management' }));
    const cards = await screen.findAllByTestId('employee-card');
    expect(cards).toHaveLength(2);
    const card = within(cards.find((c) => c.textContent?.includes('Away Adams')) as HTMLElement);
    expect(card.getByText('App access: shown when online.')).toBeInTheDocument();
    await events.selectOptions(card.getByRole('combobox', { name: /^Status ?of Away Adams$/ }), 'Vacation');
    expect(await card.findByText('Vacation', { selector: 'span' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Add Employee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Employee' }));
    await events.type(dialog.getByLabelText('First name'), 'Nina');
    await events.type(dialog.getByLabelText('Last name'), 'Park');
    await events.type(dialog.getByLabelText('Phone'), '(404) 555-0177');
    await events.type(dialog.getByLabelText('Email'), 'nina@example.com');
    await events.click(dialog.getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(screen.getAllByTestId('employee-card')).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Nina Park' })).toBeInTheDocument();
    expect(await queued()).toEqual([
      { name: 'setEmployeeStatus', args: { employeeId: away.id, status: 'vacation' } },
      { name: 'createEmployee', args: expect.objectContaining({ firstName: 'Nina', lastName: 'Park' }) },
    ]);
  });
});

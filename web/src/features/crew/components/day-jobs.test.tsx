/**
 * The day board itself says who on a crew has no schedule that day, is scheduled Not
 * Available, or is on another job whose window overlaps, without opening the picker.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeRow, jobRow, scheduleRow } from '../../../offline/testing/rows.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const DAY = '2026-03-10';

describe('the day board', () => {
  it('shows each crew conflict on the job card; a person with a free, scheduled day shows none', async () => {
    const ready = employeeRow({ firstName: 'Ready', lastName: 'Rivera' });
    const away = employeeRow({ firstName: 'Away', lastName: 'Adams' });
    const unscheduled = employeeRow({ firstName: 'Nobody', lastName: 'Scheduled' });
    const busy = employeeRow({ firstName: 'Busy', lastName: 'Brooks' });
    await renderStaff({
      path: `/crew?date=${DAY}`,
      as: 'admin',
      now: '2026-03-09T15:00:00.000Z',
      device: async (db) => {
        await db.synced('employees').bulkPut([ready, away, unscheduled, busy]);
        await db
          .synced('schedules')
          .bulkPut([
            scheduleRow(ready.id, DAY),
            scheduleRow(away.id, DAY, { isAvailable: false }),
            scheduleRow(busy.id, DAY),
          ]);
        await db.synced('appointments').bulkPut([
          jobRow(DAY, {
            firstName: 'Maria',
            lastName: 'Lopez',
            preferredTimeSlot: '10:00 AM - 12:00 PM',
            assignedEmployeeIds: [ready.id, away.id, unscheduled.id, busy.id],
          }),
          jobRow(DAY, {
            firstName: 'Tom',
            lastName: 'Chen',
            preferredTimeSlot: '11:00 AM - 1:00 PM',
            assignedEmployeeIds: [busy.id],
          }),
        ]);
      },
    });
    const cards = await screen.findAllByTestId('day-job');
    const lopez = cards.find((c) => c.textContent?.includes('Maria Lopez'));
    if (!lopez) throw new Error('no card for Maria Lopez');
    const check = within(lopez).getByRole('list', { name: 'Check the crew' });
    const lines = within(check)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      '⚠ Away Adams: Scheduled as Not Available that day.',
      '⚠ Nobody Scheduled: No schedule that day.',
      "⚠ Busy Brooks: Already on Tom Chen's job (11:00 AM - 1:00 PM).",
    ]);
    // No dialog was opened to see this.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Decision 0236: the crew member's clock shows the office's correction beside the recorded times. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { timeEntryRow } from '../../../offline/testing/rows.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

/** Thursday 8 January 2026, 10:00 in Atlanta. */
const NOW = '2026-01-08T15:00:00.000Z';

describe("the crew member's recent entries", () => {
  it("show the office's corrected times, hours paid and why, beside what the phone recorded", async () => {
    await renderStaff({
      path: '/time-tracking',
      now: NOW,
      device: async (db, user) => {
        const employeeId = user.employeeId ?? '';
        // Wednesday 8:00–9:00 AM as punched; the office says 7:45–9:30 AM.
        await db.synced('timeEntries').put(
          timeEntryRow(employeeId, '2026-01-07T13:00:00.000Z', {
            clockOutTime: '2026-01-07T14:00:00.000Z',
            totalHours: 1,
            officeCorrection: {
              clockInTime: '2026-01-07T12:45:00.000Z',
              clockOutTime: '2026-01-07T14:30:00.000Z',
              reason: 'Loaded the truck before clocking in',
            },
          }),
        );
        // A later entry nobody corrected.
        await db.synced('timeEntries').put(
          timeEntryRow(employeeId, '2026-01-07T16:00:00.000Z', {
            clockOutTime: '2026-01-07T17:00:00.000Z',
            totalHours: 1,
          }),
        );
      },
    });
    const list = await screen.findByTestId('recent-entries');
    const [later, corrected] = within(list).getAllByRole('listitem');
    expect(corrected).toHaveTextContent('Jan 7, 8:00 AM – 9:00 AM');
    expect(corrected).toHaveTextContent('Corrected by the office: Jan 7, 7:45 AM – 9:30 AM (1.75 h paid)');
    expect(corrected).toHaveTextContent('Why: Loaded the truck before clocking in');
    expect(later).not.toHaveTextContent('Corrected');
    // The hours beside the entry are what is paid; the recorded ones are struck through.
    if (!later || !corrected) throw new Error('two entries expected');
    const hours = within(corrected).getByTestId('entry-hours');
    expect(hours).toHaveTextContent(/^recorded 1\.00 h 1\.75 h paid$/);
    expect(hours.querySelector('s')).toHaveTextContent('recorded 1.00 h');
    expect(within(later).getByTestId('entry-hours')).toHaveTextContent(/^1\.00 h$/);
  });

  it("show the true times the server stored, with what the phone's wrong clock said beside them", async () => {
    await renderStaff({
      path: '/time-tracking',
      now: NOW,
      device: async (db, user) => {
        // Worked 8:00 AM – 4:00 PM; the phone ran 3 h slow at the clock-in and was corrected after.
        await db.synced('timeEntries').put(
          timeEntryRow(user.employeeId ?? '', '2026-01-07T13:00:00.000Z', {
            clockOutTime: '2026-01-07T21:00:00.000Z',
            totalHours: 8,
            deviceClockInTime: '2026-01-07T10:00:00.000Z',
            flags: ['clock_skew', 'time_unverified'],
          }),
        );
      },
    });
    const [entry] = within(await screen.findByTestId('recent-entries')).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Jan 7, 8:00 AM – 4:00 PM');
    expect(entry).toHaveTextContent(
      "Your phone's clock said Jan 7, 5:00 AM – 4:00 PM; it was off, so the true times are kept.",
    );
    expect(entry).toHaveTextContent('Device clock was off');
    expect(entry).toHaveTextContent('Device clock changed; time estimated');
    expect(entry).toHaveTextContent('8.00 h');
  });
});

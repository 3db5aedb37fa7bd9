import { buildClockIn, TEST_JOB_SITE } from '@haul/shared/factories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaff, staffUser } from '../test/render-staff.tsx';
import { mutate } from './outbox.ts';
import { employeeRow } from './testing/rows.ts';

const statusBar = () => within(screen.getByRole('region', { name: 'Sync status' }));

describe('another person signs in on the same phone (decision 0053)', () => {
  it("shows the new person none of the first one's data, and keeps the first one's unsynced change for them", async () => {
    const andre = staffUser('crew', { username: 'andre' });
    const maria = staffUser('crew', { username: 'maria' });
    const { signInAs } = await renderStaff({
      path: '/time-tracking',
      as: andre,
      device: async (db) => {
        await db
          .synced('employees')
          .put(employeeRow({ id: andre.employeeId ?? '', firstName: 'Andre', lastName: 'Coleman' }));
        await mutate(db, 'clockIn', {
          id: crypto.randomUUID(),
          clockInTime: '2026-01-05T14:00:00.000Z',
          ...buildClockIn(andre.employeeId ?? '', crypto.randomUUID(), TEST_JOB_SITE),
        });
      },
    });
    expect(await screen.findByText('Clocking in as Andre Coleman')).toBeInTheDocument();
    expect(await statusBar().findByText('1 change waiting to sync')).toBeInTheDocument();

    await signInAs(maria);
    expect(await screen.findByText('Clocking in as maria')).toBeInTheDocument();
    expect(await statusBar().findByText('All changes saved to the server')).toBeInTheDocument();
    expect(screen.queryByText(/Andre/)).not.toBeInTheDocument();

    // Andre's synced rows left the phone with his session; his unsynced clock-in waited for him.
    await signInAs(andre);
    expect(await screen.findByText('Clocking in as andre')).toBeInTheDocument();
    expect(await statusBar().findByText('1 change waiting to sync')).toBeInTheDocument();
  });
});

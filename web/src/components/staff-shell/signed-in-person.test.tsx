/** Who the header names: the synced team list, else the sign-in answer, else the username. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeRow } from '../../offline/testing/rows.ts';
import { renderStaff, staffUser } from '../../test/render-staff.tsx';

const header = () => within(screen.getByTestId('signed-in-person'));

describe("the header's signed-in person", () => {
  it('names a crew member on a new phone before its first sync brings the team', async () => {
    await renderStaff({ path: '/today', as: staffUser('crew', { username: 'maria', displayName: 'Maria Lopez' }) });
    expect(await header().findByText('Maria Lopez')).toBeInTheDocument();
    expect(header().queryByText('maria')).not.toBeInTheDocument();
  });

  it('the clock names them the same way (one rule for the name)', async () => {
    await renderStaff({
      path: '/time-tracking',
      as: staffUser('crew', { username: 'maria', displayName: 'Maria Lopez' }),
    });
    expect(await screen.findByTestId('clock-owner')).toHaveTextContent('Clocking in as Maria Lopez');
  });

  it('follows the synced team list once the device holds it (a rename shows at the next sync)', async () => {
    const maria = staffUser('crew', { username: 'maria', displayName: 'Maria Lopez' });
    await renderStaff({
      path: '/today',
      as: maria,
      device: (db) =>
        db.synced('employees').put(employeeRow({ id: maria.employeeId ?? '', firstName: 'Maria', lastName: 'Reyes' })),
    });
    expect(await header().findByText('Maria Reyes')).toBeInTheDocument();
  });

  it('shows the username of an account with no employee', async () => {
    await renderStaff({ path: '/admin', as: staffUser('admin') });
    expect(await header().findByText('admin')).toBeInTheDocument();
  });
});

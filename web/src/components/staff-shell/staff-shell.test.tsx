import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaff } from '../../test/render-staff.tsx';

describe('the staff shell and the admin gate', () => {
  it("a crew member on /admin gets the spec's password gate, saying who is signed in", async () => {
    const { events } = await renderStaff({ path: '/admin', as: 'crew' });
    const gate = within(screen.getByRole('region', { name: 'Admin gate' }));
    expect(gate.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(gate.getByText(/The dashboard is for admins only/)).toHaveTextContent('You are signed in as crew.');
    const access = gate.getByRole('button', { name: 'Access Dashboard' });
    expect(access).toBeDisabled();
    await events.type(gate.getByLabelText('Password'), 'not-the-password');
    expect(access).toBeEnabled();
    // No signal: the password cannot be checked, and the gate says why.
    await events.click(access);
    expect(await screen.findByText('Could not reach the server. Please try again.')).toBeInTheDocument();
    expect(gate.getByLabelText('Password')).toHaveValue('');
  });

  it('a crew member on another office screen is told it is for admins, with their own tabs', async () => {
    await renderStaff({ path: '/admin/timesheets', as: 'crew' });
    expect(screen.getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Staff tabs' }));
    expect(tabs.getByRole('link', { name: 'Today' })).toBeInTheDocument();
    expect(tabs.queryByRole('link', { name: 'Office' })).not.toBeInTheDocument();
  });

  it("an admin's tabs lead to the office", async () => {
    await renderStaff({ path: '/more', as: 'admin' });
    const tabs = within(screen.getByRole('navigation', { name: 'Staff tabs' }));
    expect(tabs.getByRole('link', { name: 'Office' })).toBeInTheDocument();
  });
});

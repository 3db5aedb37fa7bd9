import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../offline/testing/api-server.ts';
import { seedJob } from '../../../offline/testing/devices.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

/** The appointment page's Status panel (online: the office's desk reads and writes the server). */
async function openJob(api: TestApi) {
  const { appointmentId } = await seedJob(api);
  const view = await renderStaff({
    online: await signInOnline(api, 'admin'),
    path: `/admin/appointments/${appointmentId}`,
  });
  const heading = await screen.findByRole('heading', { name: 'Status' });
  const panel = within(heading.closest('section') ?? document.body);
  return { ...view, panel };
}

const moveNames = (panel: ReturnType<typeof within>) =>
  panel
    .getAllByRole('button')
    .map((b: HTMLElement) => b.textContent)
    .sort();

/** Taps a move as a person can: once the previous move has settled and the button is enabled. */
async function tapMove(
  events: Awaited<ReturnType<typeof openJob>>['events'],
  panel: ReturnType<typeof within>,
  name: string,
) {
  await waitFor(() => expect(panel.getByRole('button', { name })).toBeEnabled());
  await events.click(panel.getByRole('button', { name }));
}

describe('status moves on an appointment (admins, online)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  it('offers only the moves that make sense from the status, and each move changes what is offered', async () => {
    const { panel, events } = await openJob(api);
    expect(panel.getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(moveNames(panel)).toEqual(['Cancel', 'Confirm']);

    await events.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('Appointment status has been updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(panel.getByTestId('status-badge')).toHaveTextContent('Confirmed'));
    expect(moveNames(panel)).toEqual(['Back to pending', 'Cancel', 'Complete']);

    await tapMove(events, panel, 'Complete');
    await waitFor(() => expect(panel.getByTestId('status-badge')).toHaveTextContent('Completed'));
    expect(moveNames(panel)).toEqual(['Reopen']);

    await tapMove(events, panel, 'Reopen');
    await waitFor(() => expect(panel.getByTestId('status-badge')).toHaveTextContent('Confirmed'));
    await tapMove(events, panel, 'Cancel');
    await waitFor(() => expect(panel.getByTestId('status-badge')).toHaveTextContent('Cancelled'));
    expect(moveNames(panel)).toEqual(['Restore']);
  });

  it('with no signal, says the status was not changed and leaves it as it was', async () => {
    const { panel, events, goOffline } = await openJob(api);
    await goOffline();
    await events.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to update appointment status')).toBeInTheDocument();
    expect(panel.getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(moveNames(panel)).toEqual(['Cancel', 'Confirm']);
  });
});

/**
 * The job's own page dispatches: the office assigns crew there (the day board's
 * picker, through the outbox), sees who it put on, and the server has it after the sync.
 */
import { AppointmentDetailSchema } from '@haul/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../offline/testing/api-server.ts';
import { seedJob } from '../../../offline/testing/devices.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

describe('crew on the job page (admins)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  it('assigns a person from the job page; the page lists them and the server has them', async () => {
    const { appointmentId } = await seedJob(api);
    const online = await signInOnline(api, 'admin');
    const { events } = await renderStaff({ online, path: `/admin/appointments/${appointmentId}` });
    const heading = await screen.findByRole('heading', { name: 'Crew' });
    const panel = within(heading.closest('section') ?? document.body);
    expect(await panel.findByText('No one is assigned yet.')).toBeInTheDocument();

    await events.click(panel.getByRole('button', { name: /Assign crew/ }));
    const dialog = await screen.findByRole('dialog');
    const person = await within(dialog).findByRole('button', { name: /Not on it/ });
    const name = person.textContent?.replace(/Not on it.*$/, '').trim() ?? '';
    await events.click(person);
    await within(dialog).findByRole('button', { name: /On the crew/ });
    await events.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(panel.getByTestId('job-page-crew')).toHaveTextContent(name));
    await waitFor(async () => {
      const res = await fetch(`${api.url}/api/office/appointments/${appointmentId}`, {
        headers: { cookie: online.cookie },
      });
      const detail = AppointmentDetailSchema.parse(await res.json());
      expect(detail.crew.filter((m) => m.assigned).map((m) => m.name)).toEqual([name]);
    });
  });
});

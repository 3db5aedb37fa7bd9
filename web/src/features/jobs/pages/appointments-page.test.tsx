/**
 * /admin/appointments, the office's searched list of jobs, with the real API: the search lives in
 * the address (a link opens it searched), the server pages 20 at a time, and the status and date
 * filters narrow what it answers.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, push, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('the appointments page', () => {
  let office: Office;
  beforeAll(async () => {
    office = await startOffice();
    // 20 jobs in April, newest booking last, so the three below are the newest.
    for (let i = 0; i < 20; i++) await addJob(office, '2026-04-07', { firstName: 'Filler', lastName: `Number${i}` });
    await addJob(office, '2026-03-02', { firstName: 'Maria', lastName: 'Lopez', phone: '(404) 555-0101' });
    await addJob(office, '2026-03-20', { firstName: 'Tom', lastName: 'Chen' });
    const cancelled = await addJob(office, '2026-03-21', { firstName: 'Ana', lastName: 'Reyes' });
    await push(office, [{ name: 'setAppointmentStatus', args: { appointmentId: cancelled.id, status: 'cancelled' } }]);
  });
  afterAll(() => office.api.stop());

  it('opened with a search in its address, lists only the matches; a phone number matches without punctuation', async () => {
    await renderStaff({ online: office.admin, path: '/admin/appointments?q=4045550101' });
    expect(await screen.findByText('1 found')).toBeInTheDocument();
    expect(names()).toEqual(['Maria Lopez']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('4045550101');
  });

  it('pages 20 at a time, newest booking first', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/appointments' });
    expect(await screen.findByText('23 found')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Appointment pages' }));
    expect(pages.getByText('1–20 of 23')).toBeInTheDocument();
    expect(names().slice(0, 3)).toEqual(['Ana Reyes', 'Tom Chen', 'Maria Lopez']);
    expect(pages.getByRole('button', { name: '← Previous' })).toBeDisabled();

    await events.click(pages.getByRole('button', { name: 'Next →' }));
    expect(await pages.findByText('21–23 of 23')).toBeInTheDocument();
    expect(names()).toHaveLength(3);
    expect(pages.getByRole('button', { name: 'Next →' })).toBeDisabled();
  });

  it('the status and date filters narrow what the server answers', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/appointments' });
    await screen.findByText('23 found');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await waitFor(() => expect(names()).toEqual(['Ana Reyes']));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Status');
    await events.type(screen.getByLabelText('From date'), '2026-03-01');
    await events.type(screen.getByLabelText('To date'), '2026-03-20');
    await waitFor(() => expect(names()).toEqual(['Tom Chen', 'Maria Lopez']));
  });

  it("a job's name opens its page", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/appointments?q=Chen' });
    await events.click(await screen.findByRole('link', { name: 'Tom Chen' }));
    expect(await screen.findByRole('heading', { name: 'Appointment', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tom Chen', level: 2 })).toBeInTheDocument();
  });
});

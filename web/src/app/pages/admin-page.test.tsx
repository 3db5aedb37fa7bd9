/**
 * /admin, the office's dashboard, with the real API: the overview counts what the server holds,
 * a contact request is marked handled (the server keeps who) or handed to phone booking, and the
 * Appointments tab searches the server's jobs.
 */
import type { ContactRequest } from '@haul/shared';
import { buildContactRequest } from '@haul/shared/factories';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, push, send, startOffice } from '../../test/office-server.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const DAY = '2026-03-10';

describe('the admin dashboard', () => {
  let office: Office;
  let handled: ContactRequest;
  beforeAll(async () => {
    office = await startOffice();
    await addJob(office, DAY, { firstName: 'Maria', lastName: 'Lopez', leadSource: 'nextdoor' });
    await addJob(office, DAY, { firstName: 'Tom', lastName: 'Chen', leadSource: 'nextdoor' });
    const confirmed = await addJob(office, DAY, { firstName: 'Ana', lastName: 'Reyes', leadSource: 'referral' });
    await push(office, [{ name: 'setAppointmentStatus', args: { appointmentId: confirmed.id, status: 'confirmed' } }]);
    await send(office, 'POST', '/api/contact', buildContactRequest({ firstName: 'Gloria', lastName: 'Fields' }));
    handled = await send(office, 'POST', '/api/contact', buildContactRequest({ firstName: 'Hank', lastName: 'Moss' }));
  });
  afterAll(() => office.api.stop());

  it("the overview counts the server's jobs and contact requests, and ranks the lead sources", async () => {
    await renderStaff({ online: office.admin, path: '/admin' });
    const counter = (label: string) => screen.getByText(label).nextElementSibling;
    await waitFor(() => expect(counter('Total Appointments')).toHaveTextContent('3'));
    expect(counter('Pending')).toHaveTextContent('2');
    expect(counter('Confirmed')).toHaveTextContent('1');
    await waitFor(() => expect(counter('Total Contacts')).toHaveTextContent('2'));
    expect(counter('Open Contact Requests')).toHaveTextContent('2');
    const sources = within(screen.getByRole('list', { name: 'Lead sources by appointments' }));
    expect(sources.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Nextdoor2 leads',
      'Referral1 leads',
    ]);
    expect(screen.getByRole('article', { name: 'Gloria Fields' })).toBeInTheDocument();
  });

  it('Handled records who replied; the server keeps it and the overview counts one fewer open', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin' });
    await events.click(screen.getByRole('tab', { name: 'Contact Requests' }));
    const card = within(await screen.findByRole('article', { name: 'Hank Moss' }));
    await events.click(card.getByRole('button', { name: 'Handled' }));
    expect(await card.findByText(/^Handled by admin on/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Handled' })).toBeNull();
    const held = await send<ContactRequest[]>(office, 'GET', '/api/contact-requests');
    expect(held.find((r) => r.id === handled.id)?.handledBy).toBe('admin');

    await events.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(screen.getByText('Open Contact Requests').nextElementSibling).toHaveTextContent('1'));
  });

  it('Make a booking opens phone booking with the request filled in', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin' });
    await events.click(screen.getByRole('tab', { name: 'Contact Requests' }));
    const card = within(await screen.findByRole('article', { name: 'Gloria Fields' }));
    await events.click(card.getByRole('button', { name: 'Make a booking' }));
    expect(await screen.findByRole('heading', { name: 'Phone booking', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Gloria');
    expect(screen.getByLabelText('Last name')).toHaveValue('Fields');
  });

  it('the Appointments tab finds a job by name and by status on the server', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin' });
    await events.click(screen.getByRole('tab', { name: 'Appointments' }));
    expect(await screen.findByText('3 found')).toBeInTheDocument();
    await events.type(screen.getByRole('searchbox', { name: 'Search' }), 'Lopez');
    await events.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Maria Lopez' })).toBeInTheDocument();

    await events.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await events.click(screen.getByRole('button', { name: 'Search' }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Ana Reyes']),
    );
  });
});

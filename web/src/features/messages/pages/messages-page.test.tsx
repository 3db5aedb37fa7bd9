/**
 * /admin/messages, every customer message, with the real API: a booking's confirmation by email
 * and by text (with consent) as the server wrote them, with the customer and the words they get,
 * the status filter, and the notice that no provider sends them here.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

describe('the messages page', () => {
  let office: Office;
  let jobId: string;
  beforeAll(async () => {
    office = await startOffice();
    const job = await addJob(office, '2026-03-10', {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
      phone: '(404) 555-0101',
      smsConsent: true,
    });
    jobId = job.id;
  });
  afterAll(() => office.api.stop());

  it("lists the booking's confirmation by email and by text, with the customer and what they get", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/messages' });
    const email = await screen.findByRole('article', { name: 'Booking confirmation by email to maria@example.com' });
    const text = screen.getByRole('article', { name: 'Booking confirmation by text to +14045550101' });
    expect(within(email).getByText('Scheduled')).toBeInTheDocument();
    expect(within(email).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      `/admin/appointments/${jobId}`,
    );
    await events.click(within(email).getByText('What the customer gets'));
    expect(within(email).getByText('Your pickup is booked for Tuesday, March 10, 2026')).toBeVisible();
    expect(within(text).getByText(/Reply STOP to opt out\.$/)).toBeInTheDocument();
    // Nothing failed: nothing to resend.
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(screen.getByTestId('no-provider')).toHaveTextContent('No email or text provider is configured');
  });

  it('the status filter asks the server for that status only', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/messages' });
    await screen.findAllByRole('article');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Wording and reminder time' })).toHaveAttribute(
      'href',
      '/admin/messages/settings',
    );
  });
});

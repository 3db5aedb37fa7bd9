/**
 * /admin/messages/settings, what customers receive and when, with the real API: the saved reminder
 * hour, a message's wording previewed with a sample customer's details, and Save keeping the hour,
 * the review link and the wording on the server. Fields are found by their labels only.
 */
import type { MessageSettings } from '@haul/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

describe('the message settings page', () => {
  let office: Office;
  beforeAll(async () => {
    office = await startOffice();
  });
  afterAll(() => office.api.stop());

  it("previews a message's wording filled in for a sample customer", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/messages/settings' });
    const hour = await screen.findByLabelText(/^Reminder time/);
    expect(hour).toHaveDisplayValue('5:00 PM');
    await events.selectOptions(screen.getByLabelText('Message'), 'Reminder (day before)');
    const subject = screen.getByLabelText('Email subject');
    await events.clear(subject);
    await events.type(subject, 'See you {{date}');
    await events.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Email: See you Friday, March 14, 2025' })).toBeInTheDocument();
    expect(screen.getByTitle('Email preview')).toBeInTheDocument();
    const text = screen.getByRole('heading', { name: 'Text message' }).nextElementSibling;
    expect(text).toHaveTextContent(/^Haul It All: Hi Jordan, a reminder from Haul It All Atlanta/);
  });

  it('Save keeps the reminder hour, the review link and the changed wording on the server', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/messages/settings' });
    await events.selectOptions(await screen.findByLabelText(/^Reminder time/), '9:00 AM');
    await events.type(screen.getByLabelText(/^Review link/), 'https://g.page/r/haul/review');
    await events.selectOptions(screen.getByLabelText('Message'), 'Booking confirmation');
    const wording = screen.getByLabelText(/^Wording/);
    await events.clear(wording);
    await events.type(wording, 'Hi {{firstName}, see you {{date}.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const saved = await send<MessageSettings>(office, 'GET', '/api/office/message-settings');
      expect(saved).toMatchObject({
        reminderHour: 9,
        reviewLink: 'https://g.page/r/haul/review',
        wording: { booking_confirmation: { body: 'Hi {firstName}, see you {date}.' } },
      });
    });
  });

  it('Back to the standard wording puts the standard words back in the fields', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/messages/settings' });
    await events.selectOptions(await screen.findByLabelText('Message'), 'Booking confirmation');
    const wording = screen.getByLabelText(/^Wording/);
    await events.clear(wording);
    await events.type(wording, 'Something else');
    await events.click(screen.getByRole('button', { name: 'Back to the standard wording' }));
    expect(wording).toHaveValue(
      'Hi {firstName}, thanks for booking {company}. We will be there on {date}, arriving {window}, at {address}. Need to change something? Call {phone}.',
    );
  });
});

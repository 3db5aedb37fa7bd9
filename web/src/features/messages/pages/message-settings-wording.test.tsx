/**
 * /admin/messages/settings, the wording, with the real API: a message previewed with a sample
 * customer's details, and the standard wording put back. (Saving and the reminder hour:
 * message-settings-page.test.tsx.) Fields are found by their labels only.
 */
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Office, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

describe('the message settings page: wording', () => {
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

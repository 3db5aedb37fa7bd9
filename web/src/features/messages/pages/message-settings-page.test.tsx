/**
 * The message settings form with the real API: what the shared settings schema refuses (a review
 * link that is not https, an empty email subject, even on a message no longer on screen) is said
 * under its field and nothing is saved; a good change is saved, with only the wording changed.
 */
import { DEFAULT_WORDING, MessageSettingsSchema } from '@haul/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../offline/testing/api-server.ts';
import { type OnlineSession, renderStaff, signInOnline } from '../../../test/render-staff.tsx';

async function saved(session: OnlineSession) {
  const res = await fetch(`${session.api.url}/api/office/message-settings`, { headers: { cookie: session.cookie } });
  return MessageSettingsSchema.parse(await res.json());
}

async function open(api: TestApi) {
  const session = await signInOnline(api, 'admin');
  const view = await renderStaff({ online: session, path: '/admin/messages/settings' });
  await screen.findByLabelText('Reminder time (the day before, Atlanta time)');
  return { ...view, session };
}

describe('message settings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  it('refuses a review link that is not https and an empty subject, saving nothing', async () => {
    const { events, session } = await open(api);
    const before = await saved(session);
    await events.type(screen.getByLabelText('Review link (empty: no review requests)'), 'http://example.com/review');
    await events.clear(screen.getByLabelText('Email subject'));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Message' }), 'reminder');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    const link = screen.getByLabelText('Review link (empty: no review requests)');
    await waitFor(() => expect(link).toHaveAccessibleDescription('Enter an https:// link'));
    expect(screen.getByRole('alert')).toHaveTextContent('Check the wording of: Booking confirmation.');
    expect(await saved(session)).toEqual(before);
  });

  it('saves the reminder hour, the link and the one message reworded', async () => {
    const { events, session } = await open(api);
    await events.selectOptions(screen.getByLabelText('Reminder time (the day before, Atlanta time)'), '8:00 PM');
    await events.type(screen.getByLabelText('Review link (empty: no review requests)'), 'https://g.page/r/haul/review');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Message' }), 'reminder');
    const body = screen.getByLabelText('Wording (email and text)');
    expect(body).toHaveValue(DEFAULT_WORDING.reminder.body);
    await events.clear(body);
    await events.type(body, 'Hi {{firstName}, see you {{date}!');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(async () => expect((await saved(session)).reminderHour).toBe(20));
    expect(await saved(session)).toEqual({
      reminderHour: 20,
      reviewLink: 'https://g.page/r/haul/review',
      wording: { reminder: { subject: DEFAULT_WORDING.reminder.subject, body: 'Hi {firstName}, see you {date}!' } },
    });
  });
});

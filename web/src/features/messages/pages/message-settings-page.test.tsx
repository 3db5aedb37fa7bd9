/**
 * The message settings page with the real API. The reminder hour (decision 0316): the choice
 * offers only hours a text may go out at, says in plain words when the email and the text go and
 * why the choice stops where it does, and what is saved is what the server keeps. The form
 * (decision 0320): what the shared settings schema refuses (a review link that is not https, an
 * empty email subject, even on a message no longer on screen) is said under its field and nothing
 * is saved; a good change is saved, with only the wording changed.
 */
import { DEFAULT_WORDING, MessageSettingsSchema } from '@haul/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApi, type TestApi } from '../../../offline/testing/api-server.ts';
import { type OnlineSession, renderStaff, signInOnline } from '../../../test/render-staff.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

describe('the reminder hour on the message settings page', () => {
  it('offers 8:00 AM to 8:00 PM, says why it stops there, and saves the hour chosen', async () => {
    const { events } = await renderStaff({
      online: await signInOnline(api, 'admin'),
      path: '/admin/messages/settings',
    });
    const hour = await screen.findByRole('combobox', { name: 'Reminder time (the day before, Atlanta time)' });
    expect(hour).toHaveValue('17');
    const offered = Array.from((hour as HTMLSelectElement).options, (o) => o.text);
    expect(offered).toHaveLength(13);
    expect([offered[0], offered.at(-1)]).toEqual(['8:00 AM', '8:00 PM']);
    expect(offered).not.toContain('9:00 PM');
    expect(offered).not.toContain('7:00 AM');
    expect(hour).toHaveAccessibleDescription(
      expect.stringContaining(
        "The reminder's email and text both go out at this hour on the day before the job. You can choose from " +
          '8:00 AM to 8:00 PM because texts are never sent between 9:00 PM and 8:00 AM',
      ),
    );

    await events.selectOptions(hour, '8:00 PM');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    const cookie = await signIn(api, 'admin');
    await waitFor(async () => {
      const res = await fetch(`${api.url}/api/office/message-settings`, { headers: { cookie } });
      expect((await res.json()).reminderHour).toBe(20);
    });
  });
});

async function saved(session: OnlineSession) {
  const res = await fetch(`${session.api.url}/api/office/message-settings`, { headers: { cookie: session.cookie } });
  return MessageSettingsSchema.parse(await res.json());
}

async function open() {
  const session = await signInOnline(api, 'admin');
  const view = await renderStaff({ online: session, path: '/admin/messages/settings' });
  await screen.findByLabelText('Reminder time (the day before, Atlanta time)');
  return { ...view, session };
}

describe('the settings form (decision 0320)', () => {
  it('refuses a review link that is not https and an empty subject, saving nothing', async () => {
    const { events, session } = await open();
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
    const { events, session } = await open();
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

/**
 * The reminder hour on the office's settings page (decision 0316), with the real API: the choice
 * offers only hours a text may go out at, says in plain words when the email and the text go and
 * why the choice stops where it does, and what is saved is what the server keeps.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApi, type TestApi } from '../../../offline/testing/api-server.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

describe('the reminder hour on the message settings page', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

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

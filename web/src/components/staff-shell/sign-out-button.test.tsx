import { buildClockIn, TEST_JOB_SITE } from '@haul/shared/factories';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineDb } from '../../offline/db.ts';
import { mutate } from '../../offline/outbox.ts';
import { startApi, type TestApi } from '../../offline/testing/api-server.ts';
import { seedJob } from '../../offline/testing/devices.ts';
import { renderStaff, signInOnline } from '../../test/render-staff.tsx';

const clockIn = (db: OfflineDb, employeeId: string, appointmentId: string = crypto.randomUUID()) =>
  mutate(db, 'clockIn', {
    id: crypto.randomUUID(),
    clockInTime: new Date().toISOString(),
    ...buildClockIn(employeeId, appointmentId, TEST_JOB_SITE),
  });

async function openSignOut(events: { click(element: Element): Promise<void> }) {
  await events.click(screen.getByRole('button', { name: 'Sign out' }));
  return within(await screen.findByRole('alertdialog', { name: 'Sign out?' }));
}

describe('the sign-out hand-over warning (offline)', () => {
  it('says how many changes are not synced, that they stay, and that Sync now needs signal', async () => {
    const { events } = await renderStaff({
      device: async (db, user) => {
        await clockIn(db, user.employeeId ?? '');
        await clockIn(db, user.employeeId ?? '');
      },
    });
    await screen.findByText('2 changes waiting to sync');
    const dialog = await openSignOut(events);
    expect(
      dialog.getByText(
        '2 changes are not synced yet. They stay on this device and are sent the next time you sign in here.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('You are offline: Sync now works once the phone has signal.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('with everything synced, says so and offers no Sync now', async () => {
    const { events } = await renderStaff();
    const dialog = await openSignOut(events);
    expect(await dialog.findByText('All your changes are saved to the server.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });

  it('Cancel keeps the person signed in', async () => {
    const { events } = await renderStaff();
    const dialog = await openSignOut(events);
    await events.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signing out offline goes to sign-in, and stays signed out when the app opens again offline', async () => {
    const { events, user, unmount } = await renderStaff({
      device: (db, u) => clockIn(db, u.employeeId ?? ''),
    });
    const dialog = await openSignOut(events);
    await events.click(dialog.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeInTheDocument();
    unmount();
    // The app opens again on this phone, still with no signal: the sign-out holds.
    await renderStaff({ as: user });
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sync status' })).not.toBeInTheDocument();
  });
});

describe('the sign-out hand-over warning (with the real API)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  it('Sync now sends the waiting change, and the dialog then says all is saved', async () => {
    const { employeeId, appointmentId } = await seedJob(api);
    const crew = await signInOnline(api, 'crew');
    const { events, deviceDb } = await renderStaff({ online: crew });
    // The first sync has finished (it says when); the Sync now below is the next one.
    await screen.findByText(/^Last synced: \d/);
    // Queued after the first sync, as a punch made a moment before signing out.
    const db = deviceDb();
    await clockIn(db, employeeId, appointmentId);
    db.close();
    const dialog = await openSignOut(events);
    expect(await dialog.findByText(/^1 change is not synced yet/)).toBeInTheDocument();
    await events.click(dialog.getByRole('button', { name: 'Sync now' }));
    expect(await dialog.findByText('All your changes are saved to the server.')).toBeInTheDocument();
  });

  it('when the signal comes back while the dialog is open, the changes go and the warning clears', async () => {
    const { employeeId, appointmentId } = await seedJob(api);
    const crew = await signInOnline(api, 'crew');
    const { events, goOnline } = await renderStaff({
      online: crew,
      signal: false,
      device: (db) => clockIn(db, employeeId, appointmentId),
    });
    const dialog = await openSignOut(events);
    expect(dialog.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    await goOnline();
    expect(await dialog.findByText('All your changes are saved to the server.')).toBeInTheDocument();
  });

  it('a sign-out made offline reaches the server as soon as the signal returns: the old session is refused', async () => {
    const crew = await signInOnline(api, 'crew');
    const sessionOf = (cookie: string) => fetch(`${api.url}/api/auth/session`, { headers: { cookie } });
    const { events, goOnline } = await renderStaff({ online: crew, signal: false });
    const dialog = await openSignOut(events);
    await events.click(dialog.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeInTheDocument();
    // Still offline: the server has not heard, the session is alive (this is what the reconnect fixes).
    expect((await sessionOf(crew.cookie)).status).toBe(200);
    await goOnline();
    // No app reopen, no sign-in: the signal alone sends the sign-out.
    await waitFor(async () => expect((await sessionOf(crew.cookie)).status).toBe(401));
    expect(localStorage.getItem('haul.signOutPending')).toBeNull();
  });
});

/**
 * sync.md #2 in Chromium: two tabs of the same signed-in crew member share one offline database;
 * when the network returns both tabs wake up to sync, and only one of them pushes (one runner per
 * device, a Web Lock). The change reaches the server once.
 */
import { randomUUID } from 'node:crypto';
import { calendarDateOf, SYNC_PROTOCOL, startOfDayInZone, TimeEntrySchema } from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/staff.ts';

const SITE = { latitude: 33.774828, longitude: -84.296312 };

// The engine's own requests are what is counted; the service worker plays no part in this test.
test.use({ serviceWorkers: 'block' });

test('two tabs of one crew member: when the network returns only one tab pushes, and the change lands once', async ({
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(request, 'admin');
  const employeeId = randomUUID();
  const appointmentId = randomUUID();
  const today = startOfDayInZone(calendarDateOf(new Date())).toISOString();
  const created = await request.post('/api/sync/push', {
    data: {
      protocol: SYNC_PROTOCOL,
      clientId: randomUUID(),
      mutations: [
        {
          id: 1,
          name: 'createEmployee',
          clientTime: new Date().toISOString(),
          args: {
            id: employeeId,
            firstName: 'Tab',
            lastName: `Tester ${employeeId.slice(0, 6)}`,
            phone: '(404) 555-0199',
            email: `tabs.${employeeId.slice(0, 8)}@example.com`,
          },
        },
        {
          id: 2,
          name: 'createAppointment',
          clientTime: new Date().toISOString(),
          args: {
            ...buildAppointmentInput(today),
            id: appointmentId,
            siteLatitude: SITE.latitude,
            siteLongitude: SITE.longitude,
          },
        },
      ],
    },
  });
  expect(created.status()).toBe(200);

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: SITE.latitude + 0.0002, longitude: SITE.longitude, accuracy: 10 });
  await signInAs(context.request, 'crew');
  const pushes = new Map<Page, number>();
  const open = async () => {
    const tab = await context.newPage();
    pushes.set(tab, 0);
    tab.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/sync/push')) pushes.set(tab, (pushes.get(tab) ?? 0) + 1);
    });
    await tab.goto('/time-tracking');
    await expect(tab.getByLabel('Employee').locator(`option[value="${employeeId}"]`)).toHaveCount(1);
    return tab;
  };
  const first = await open();
  const second = await open();

  await context.setOffline(true);
  await first.getByLabel('Employee').selectOption(employeeId);
  await first.getByLabel('Job').selectOption(appointmentId);
  await expect(first.getByTestId('site-distance')).toContainText('within 100 meters');
  await first.getByRole('button', { name: 'Clock In' }).click();
  await expect(first.getByText('Clocked In Successfully', { exact: true })).toBeVisible();
  // Both tabs show the one queued change: they share the device's database.
  for (const tab of [first, second])
    await expect(tab.getByTestId('sync-pending')).toHaveText('1 change waiting to sync');

  // Both tabs hear 'online' at the same moment and try to sync.
  await context.setOffline(false);
  for (const tab of [first, second]) {
    await expect(tab.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  }
  expect([...pushes.values()].reduce((a, b) => a + b, 0)).toBe(1);

  const listed = await request.get(`/api/time-tracking/employee?employeeId=${employeeId}`);
  expect(TimeEntrySchema.array().parse(await listed.json())).toHaveLength(1);
});

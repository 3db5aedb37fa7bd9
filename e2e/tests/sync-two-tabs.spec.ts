/**
 * sync.md #2 in Chromium: two tabs of the same signed-in crew member share one offline database;
 * when the network returns both tabs wake up to sync, and only one of them pushes (one runner per
 * device, a Web Lock). The change reaches the server once.
 */
import { TimeEntrySchema } from '@haul/shared';
import { expect, type Page, test } from '@playwright/test';
import { createJob, JOB_SITE } from '../support/jobs.ts';
import { newCrewMember, signInAs, signInCrew } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

// The engine's own requests are what is counted; the service worker plays no part in this test.
test.use({ serviceWorkers: 'block' });

test('two tabs of one crew member: when the network returns only one tab pushes, and the change lands once', async ({
  context,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const member = await newCrewMember(request);
  await signInAs(request, 'admin');
  const { id: appointmentId } = await createJob({ crew: [member.employee.id] });

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: JOB_SITE.latitude + 0.0002, longitude: JOB_SITE.longitude, accuracy: 10 });
  await signInCrew(context.request, member);
  const pushes = new Map<Page, number>();
  const open = async () => {
    const tab = await context.newPage();
    pushes.set(tab, 0);
    tab.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/sync/push')) pushes.set(tab, (pushes.get(tab) ?? 0) + 1);
    });
    await tab.goto('/time-tracking');
    await expect(tab.getByLabel('Job').locator(`option[value="${appointmentId}"]`)).toHaveCount(1);
    return tab;
  };
  const first = await open();
  const second = await open();

  await context.setOffline(true);
  await first.getByLabel('Job').selectOption(appointmentId);
  await expect(first.getByTestId('site-distance')).toContainText('within 100 m');
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

  const listed = await request.get(`/api/time-tracking/employee?employeeId=${member.employee.id}`);
  expect(TimeEntrySchema.array().parse(await listed.json())).toHaveLength(1);
});

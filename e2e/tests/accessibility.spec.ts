/** axe-core on every public route (and the not-found page) and the office screens, at phone and desktop sizes. */
import { PUBLIC_PATHS, weekStartOf } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { createJob } from '../support/jobs.ts';
import { at, daysAgo, pushAs, shift } from '../support/office.ts';
import { isPhone, menuToggle, openPage } from '../support/public-site.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';

for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open menu and submenu have no serious or critical axe violations', async ({ page }, testInfo) => {
  await openPage(page, '/');
  if (isPhone(testInfo)) await menuToggle(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'About Us' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('office screens', () => {
  const lastName = uniqueLastName('Axe');
  const day = daysAgo(2);
  let employee: { id: string; name: string };
  let jobId: string;
  test.beforeAll(async ({ browser }) => {
    const admin = await browser.newContext();
    const crew = await browser.newContext();
    try {
      await signInAs(admin.request, 'admin');
      const member = await newCrewMember(admin.request, { firstName: 'Casey', lastName });
      employee = { id: member.employee.id, name: `Casey ${lastName}` };
      jobId = (await createJob({ date: day, lastName })).id;
      await signInCrew(crew.request, member);
      await pushAs(crew.request, shift(employee.id, jobId, at(day, '08:00'), at(day, '15:00'), { latitude: 0.003 }));
    } finally {
      await admin.close();
      await crew.close();
    }
  });
  test.beforeEach(async ({ page }) => signInAs(page.request, 'admin'));

  test('the review queue with a correction form open', async ({ page }, info) => {
    await page.goto('/admin/review');
    const item = page.getByRole('article', { name: new RegExp(lastName) });
    await item.getByRole('button', { name: 'Correct times' }).click();
    await expect(item.getByLabel('Reason for the correction')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('review.png'), fullPage: true });
  });

  test('the timesheet with a day open', async ({ page }, info) => {
    await page.goto(`/admin/timesheets?week=${weekStartOf(day)}&employee=${employee.id}&day=${day}`);
    await expect(page.getByRole('region', { name: new RegExp(employee.name) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('timesheets.png'), fullPage: true });
  });

  // Today's column, with an entry still running: what the week of any weekday shows (the suite
  // once failed only on Wednesdays, when the week above happened to include today).
  test('the timesheet with an entry still running today', async ({ page, browser }) => {
    const today = daysAgo(0);
    const crew = await browser.newContext();
    const runner = { id: '', name: `Robin ${lastName}` };
    try {
      const member = await newCrewMember(page.request, { firstName: 'Robin', lastName });
      runner.id = member.employee.id;
      const job = await createJob({ date: today, lastName });
      await signInCrew(crew.request, member);
      const started = new Date(Date.now() - 60 * 60_000).toISOString();
      const [clockIn] = shift(runner.id, job.id, started, started);
      await pushAs(crew.request, [clockIn!]);
    } finally {
      await crew.close();
    }
    await page.goto(`/admin/timesheets?week=${weekStartOf(today)}&employee=${runner.id}&day=${today}`);
    await expect(page.getByRole('region', { name: new RegExp(runner.name) })).toBeVisible();
    const running = page.getByRole('button', { name: new RegExp(`^${runner.name}, `) }).filter({ hasText: 'running' });
    await expect(running.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [name, path] of [
    ['needs-attention', '/admin/needs-attention'],
    ['appointments', '/admin/appointments'],
    ['appointment', 'job'],
  ] as const) {
    test(`the ${name} page`, async ({ page }, info) => {
      await page.goto(path === 'job' ? `/admin/appointments/${jobId}` : path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
    });
  }

  test("the dashboard's appointments tab", async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

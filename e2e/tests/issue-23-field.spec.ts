/**
 * Issue 23, the crew phone and the office desk as their users found them: each test here went red
 * on the code before its fix. Crew checks run at the phone size the crews use (390 × 844).
 */
import { ARRIVAL_WINDOW_LABELS, addDays, calendarDateOf, dayOfWeek } from '@haul/shared';
import { expect, type Page, test } from '@playwright/test';
import { createJob, JOB_SITE } from '../support/jobs.ts';
import { smallJpeg } from '../support/photo-fixtures.ts';
import { createPhotoJob } from '../support/photo-jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { adminContext, newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';
import { modulesAndKeys } from '../support/training.ts';

const PHONE = { width: 390, height: 844 };
const phoneOnly = () =>
  test.skip(test.info().project.name !== 'phone', 'a crew phone at 390 × 844; the desktop runs the office checks');
const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'the office desk at desktop size');

/** The next day with jobs (Sundays have none). */
function nextWorkDay(today: string) {
  const next = addDays(today, 1);
  return dayOfWeek(next) === 0 ? addDays(next, 1) : next;
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: false });

test.describe('crew phone', () => {
  test.use({ viewport: PHONE });

  test('#12 the Photos tab lists only my jobs, today first in window order; Today links each job to its photos', async ({
    page,
    request,
  }) => {
    phoneOnly();
    test.setTimeout(scaled(60_000));
    const member = await newCrewMember(request);
    const crew = [member.employee.id];
    const today = calendarDateOf(new Date());
    const tag = uniqueLastName('Photo');
    const afternoon = await createJob({
      crew,
      lastName: `${tag}-afternoon`,
      preferredTimeSlot: ARRIVAL_WINDOW_LABELS[3],
    });
    const morning = await createJob({ crew, lastName: `${tag}-morning`, preferredTimeSlot: ARRIVAL_WINDOW_LABELS[0] });
    const later = await createJob({ crew, date: nextWorkDay(today), lastName: `${tag}-later` });
    const notMine = await createJob({ lastName: `${tag}-others` });
    await signInCrew(page.request, member);

    await page.goto('/job-photos');
    const cards = page.getByRole('region', { name: 'Your jobs' }).getByRole('listitem');
    await expect(page.getByRole('button', { name: new RegExp(morning.lastName) })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: new RegExp(notMine.lastName) })).toHaveCount(0);
    const texts = await cards.allTextContents();
    const at = (lastName: string) => texts.findIndex((t) => t.includes(lastName));
    // Today first, in window order (8 AM before 2 PM), then the next work day.
    expect(at(morning.lastName)).toBe(0);
    expect(at(afternoon.lastName)).toBeGreaterThan(at(morning.lastName));
    expect(at(later.lastName)).toBeGreaterThan(at(afternoon.lastName));
    await shot(page, 'photos-tab.png');

    await page.goto('/today');
    const card = page.getByTestId('today-job').filter({ hasText: morning.lastName });
    await card.getByRole('link', { name: /Photos/ }).click();
    await expect(page).toHaveURL(new RegExp(`/job-photos\\?job=${morning.id}`));
    await expect(page.getByRole('heading', { name: new RegExp(morning.lastName) })).toBeVisible();
  });

  test('#13 #14 the clock reads plainly; a far clock-in says how far; Clock Out shows above the tabs', async ({
    context,
    page,
    request,
  }) => {
    phoneOnly();
    test.setTimeout(scaled(60_000));
    const member = await newCrewMember(request);
    await signInAs(request, 'admin');
    const job = await createJob({ crew: [member.employee.id] });
    await context.grantPermissions(['geolocation']);
    // About 500 m north of the site.
    await context.setGeolocation({ latitude: JOB_SITE.latitude + 0.0045, longitude: JOB_SITE.longitude, accuracy: 15 });
    await signInCrew(page.request, member);
    await page.goto('/time-tracking');
    await waitForServiceWorkerControl(page);

    // The job list names the day as the company writes it, never an ISO date.
    const option = page.getByLabel('Job').locator(`option[value="${job.id}"]`);
    await expect(option).toHaveCount(1, { timeout: 20_000 });
    const label = (await option.textContent()) ?? '';
    expect(label).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(label).toContain(
      new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'America/New_York' }),
    );

    await page.getByLabel('Job').selectOption(job.id);
    await expect(page.getByTestId('site-distance')).toContainText('more than 100 m');
    await page.getByLabel('Reason for clocking in outside the job site').fill('Truck parked down the street');
    await page.getByRole('button', { name: 'Clock In' }).click();
    await expect(page.getByText(/Clocked In/).first()).toBeVisible();
    const noticeText = (await page.locator('[data-variant]').first().textContent()) ?? '';
    expect(noticeText).not.toContain('at the job site');
    expect(noticeText).toMatch(/\d+ m from the job site/);

    // Opening the clock while clocked in (at the top of the page): Clock Out sits above the tab bar
    // without scrolling.
    await page.reload();
    const clockOut = page.getByRole('button', { name: 'Clock Out' });
    await expect(clockOut).toBeVisible();
    await expect(page.getByTestId('location')).toBeVisible();
    const button = await clockOut.boundingBox();
    const tabs = await page.getByRole('navigation', { name: 'Staff tabs' }).boundingBox();
    expect(button && tabs && button.y + button.height <= tabs.y).toBe(true);
    await shot(page, 'clocked-in.png');

    // Recent entries: plain words, no monospace "active", flags by their labels.
    const recent = page.getByTestId('recent-entries');
    await expect(recent).toContainText('Clocked in');
    await expect(recent).not.toContainText('active');
    await expect(recent.locator('.font-mono')).toHaveCount(0);
  });

  test('#16 a notice leaves the header and sync status in sight', async ({ context, page, request }) => {
    phoneOnly();
    const member = await newCrewMember(request);
    await signInAs(request, 'admin');
    const job = await createJob({ crew: [member.employee.id] });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...JOB_SITE, accuracy: 15 });
    await signInCrew(page.request, member);
    await page.goto('/time-tracking');
    await page.getByLabel('Job').selectOption(job.id);
    await page.getByRole('button', { name: 'Clock In' }).click();
    const notice = page.locator('[data-variant]').filter({ hasText: 'Clocked In Successfully' });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    const status = await page.getByTestId('sync-online').boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(box && status && header).toBeTruthy();
    if (!box || !status || !header) return;
    expect(box.y, 'the notice starts below the sync status').toBeGreaterThanOrEqual(status.y + status.height);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    const clockOut = await page.getByRole('button', { name: 'Clock Out' }).boundingBox();
    expect(clockOut && box.y + box.height <= clockOut.y).toBe(true);
    await shot(page, 'notice.png');
  });

  test('#16 blocked location shows how to allow it and Try again', async ({ context, page, request }) => {
    phoneOnly();
    const member = await newCrewMember(request);
    await context.clearPermissions();
    await signInCrew(page.request, member);
    await page.goto('/time-tracking');
    await expect(page.getByTestId('location-error')).toContainText('Location is turned off', { timeout: 15_000 });
    await expect(page.getByText('User denied Geolocation')).toHaveCount(0);
    await shot(page, 'location-denied.png');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...JOB_SITE, accuracy: 15 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('location')).toBeVisible();
  });

  test('#16 the photo dialog: big Take photo / Choose from library, a fresh chooser each tap', async ({
    page,
    request,
  }) => {
    phoneOnly();
    const job = await createPhotoJob(request);
    await signInCrew(page.request, job.member);
    await page.goto(`/job-photos?job=${job.appointmentId}`);
    await page.getByRole('button', { name: 'Upload Photo' }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    const take = dialog.getByRole('button', { name: 'Take photo' });
    const library = dialog.getByRole('button', { name: 'Choose from library' });
    for (const button of [take, library]) expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    // The library first, left without a pick (a cancel), then the camera: a new chooser opens.
    let chooser = page.waitForEvent('filechooser');
    await library.click();
    expect((await chooser).isMultiple()).toBe(true);
    chooser = page.waitForEvent('filechooser');
    await take.click();
    const camera = await chooser;
    expect(camera.isMultiple()).toBe(false);
    await camera.setFiles({ name: 'porch.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(20) });
    await expect(dialog.getByTestId('picked-photos')).toContainText('1 photo chosen');
    await shot(page, 'photo-dialog.png');
  });

  test('#16 the sign-out dialog counts photos waiting to upload', async ({ context, page, request }) => {
    phoneOnly();
    const job = await createPhotoJob(request);
    await signInCrew(page.request, job.member);
    await page.goto(`/job-photos?job=${job.appointmentId}`);
    await expect(page.getByRole('heading', { name: new RegExp(job.customer) })).toBeVisible({ timeout: 20_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    await dialog.getByLabel('Photo type').selectOption('before');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    await (await chooser).setFiles({ name: 'before.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(10) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByTestId('sync-photos')).toHaveText('1 photo waiting to upload');
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sign out?' });
    await expect(ask.getByTestId('sign-out-photos')).toContainText('1 photo is not uploaded yet');
    await shot(page, 'sign-out-photos.png');
  });

  test('#16 #19 sign-in is branded, offers the setup code, and says why access ended', async ({ page, request }) => {
    phoneOnly();
    const member = await newCrewMember(request);
    await signInCrew(page.request, member);
    await page.goto('/today');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const admin = await adminContext();
    try {
      const res = await admin.post(`/api/staff-accounts/${member.employee.id}/disable`);
      expect(res.status(), await res.text()).toBeLessThan(300);
    } finally {
      await admin.dispose();
    }
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByTestId('auth-brand')).toContainText('Haul It All Atlanta');
    await expect(page.getByRole('status')).toContainText(`You were signed out (${member.username})`);
    await shot(page, 'sign-in-ended.png');
    await page.getByRole('link', { name: 'I have a setup code' }).click();
    await expect(page).toHaveURL(/\/setup/);
    await expect(page.getByLabel('Setup code')).toBeVisible();
    await expect(page.getByTestId('auth-brand')).toBeVisible();
    await shot(page, 'setup.png');
  });

  test('#16 the installed app opens on Today', async ({ page }) => {
    phoneOnly();
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.start_url).toBe('/today');
  });
});

test.describe('office desk', () => {
  test('#22 the sidebar highlights the current page, not Dashboard', async ({ page }) => {
    desktopOnly();
    await signInAs(page.request, 'admin');
    await page.goto('/admin/timesheets');
    const nav = page.getByRole('navigation', { name: 'Staff screens' });
    await expect(nav.getByRole('link', { name: 'Timesheets' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/admin');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('#22 the training completion table shows every module at 1366 px; the editor formats', async ({
    page,
    request,
  }) => {
    desktopOnly();
    // A row with the longest cell text: a passed module (best score, attempts, last activity).
    const member = await newCrewMember(request, { lastName: uniqueLastName('Completion') });
    const { first, questions } = await modulesAndKeys(request);
    const finished = await request.post('/api/training/progress', {
      data: {
        action: 'finish',
        employeeId: member.employee.id,
        moduleId: first.id,
        answers: questions.map((q) => q.correctAnswer),
        startedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        finishedAt: new Date().toISOString(),
      },
    });
    expect(finished.status()).toBe(201);
    await signInAs(page.request, 'admin');
    await page.goto('/onboarding/manage');
    await expect(page.getByRole('row', { name: new RegExp(member.employee.lastName) })).toContainText('Best 100%');
    const table = page.getByRole('region', { name: 'Completion by employee and module' });
    await expect(table.getByRole('columnheader').last()).toBeVisible();
    // Nothing of the table is hidden behind a sideways scroll at the office's screen size.
    const clipped = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(clipped).toBeLessThanOrEqual(0);
    await shot(page, 'completion-1366.png');

    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const content = page.getByLabel('Content (HTML)');
    await content.fill('Lift with your legs.');
    await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(15, 19));
    await page.getByRole('toolbar', { name: 'Format the content' }).getByRole('button', { name: 'Bold' }).click();
    await expect(content).toHaveValue('Lift with your <strong>legs</strong>.');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  test('#17 an admin on a phone reaches Crew and the office pages', async ({ page }) => {
    phoneOnly();
    await page.setViewportSize(PHONE);
    await signInAs(page.request, 'admin');
    await page.goto('/more');
    for (const name of ['Dashboard', 'Crew', 'Appointments', 'Timesheets', 'Review queue']) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Crew', exact: true }).click();
    await expect(page).toHaveURL(/\/crew$/);
    await shot(page, 'admin-phone-crew.png');
  });

  test('#18 a new employee can be given app access without a reload', async ({ page }) => {
    desktopOnly();
    await signInAs(page.request, 'admin');
    await page.goto('/crew');
    await page.getByRole('tab', { name: /Employee/ }).click();
    await expect(page.getByTestId('access-status').first()).toBeVisible({ timeout: 15_000 });
    const lastName = uniqueLastName('New');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Nia');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Phone').fill('(404) 555-0199');
    await dialog.getByLabel('Email').fill(`nia.${lastName.toLowerCase()}@example.com`);
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    const card = page.getByRole('listitem').filter({ hasText: lastName });
    await card.getByRole('button', { name: /Give app access/ }).click({ timeout: 20_000 });
    await expect(card.getByTestId('setup-code')).toBeVisible();
  });

  test('#19 Reset access and Disable ask first', async ({ page, request }) => {
    desktopOnly();
    const member = await newCrewMember(request);
    const name = `${member.employee.firstName} ${member.employee.lastName}`;
    await signInAs(page.request, 'admin');
    await page.goto('/crew');
    await page.getByRole('tab', { name: /Employee/ }).click();
    const card = page.getByRole('listitem').filter({ hasText: member.employee.lastName });
    await card.getByRole('button', { name: `Disable app access for ${name}` }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByTestId('access-status')).toContainText('Has access');
    await card.getByRole('button', { name: `Reset access for ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByTestId('setup-code')).toHaveCount(0);
  });
});

test.describe('public site', () => {
  test('#23 /careers does not say both "open 7 days" and "we run Monday through Saturday"', async ({ page }) => {
    desktopOnly();
    await page.goto('/careers');
    const text = (await page.locator('body').textContent()) ?? '';
    if (/7 days a week/i.test(text)) expect(text).not.toMatch(/We run Monday through Saturday/);
    await expect(page.getByText(/crews work Monday through Saturday/i)).toBeVisible();
  });
});

/**
 * Issue 23's screens (§12–23) at the crew's phone size and the office's desk size, each run by both
 * projects (Pixel 7, and 1366 × 900). On every screen: nothing scrolls sideways, the screen's main
 * button is on top (no notice, tab bar or dialog over it) and, on a phone, big enough for a gloved
 * thumb. Each screen is saved as `<§>-<screen>-<project>.png` in the test's output folder for a look
 * by eye (docs/testing.md, "Screens by eye").
 */
import { ARRIVAL_WINDOW_LABELS, weekStartOf } from '@haul/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createJob, JOB_SITE } from '../support/jobs.ts';
import { at, daysAgo, pushAs, shift } from '../support/office.ts';
import { smallJpeg } from '../support/photo-fixtures.ts';
import { adminContext, newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

/** A gloved thumb's target (WCAG 2.5.5's 44 CSS px). */
const THUMB_PX = 44;

const isPhone = () => test.info().project.name === 'phone';

// Scrolls land at once (the site scrolls smoothly otherwise), so a check reads where they end.
test.use({ reducedMotion: 'reduce' });

/**
 * Checks the screen as its user meets it, then saves it: no sideways scroll; `main` (when given)
 * scrolled into view is the element under its own centre, and on a phone at least a thumb high.
 */
async function look(page: Page, name: string, main?: Locator) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name}: the page scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
  if (main) {
    await main.scrollIntoViewIfNeeded();
    await expect(main).toBeInViewport();
    const onTop = await main.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
    expect(onTop, `${name}: something covers the main button`).toBe(true);
    if (isPhone()) {
      const box = await main.boundingBox();
      expect(box?.height ?? 0, `${name}: the main button is too small for a thumb`).toBeGreaterThanOrEqual(THUMB_PX);
    }
  }
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

test('crew screens: Today, Photos, the clock, a correction, offline, location help, photos, sign-out, sign-in', async ({
  browser,
  context,
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const member = await newCrewMember(request, { lastName: uniqueLastName('Screens') });
  await signInAs(request, 'admin');
  const crew = [member.employee.id];
  const morning = await createJob({
    crew,
    lastName: member.employee.lastName,
    preferredTimeSlot: ARRIVAL_WINDOW_LABELS[0],
  });
  await createJob({ crew, lastName: `${member.employee.lastName}-pm`, preferredTimeSlot: ARRIVAL_WINDOW_LABELS[3] });
  await context.grantPermissions(['geolocation']);
  // About 500 m north of the site: a clock-in that needs a reason and says how far.
  await context.setGeolocation({ latitude: JOB_SITE.latitude + 0.0045, longitude: JOB_SITE.longitude, accuracy: 15 });
  await signInCrew(page.request, member);

  // §12: Today's cards each link to the job's photos; the Photos tab lists my jobs, today first.
  await page.goto('/today');
  const card = page.getByTestId('today-job').filter({ hasText: morning.lastName }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await look(page, '12-today', card.getByRole('link', { name: /Photos/ }));
  await page.goto('/job-photos');
  await expect(page.getByRole('region', { name: 'Your jobs' })).toBeVisible({ timeout: 20_000 });
  await look(page, '12-photos-tab', page.getByRole('button', { name: new RegExp(morning.lastName) }).first());

  // §14: a far clock-in says how far; the notice leaves Clock Out in reach.
  await page.goto('/time-tracking');
  await page.getByLabel('Job').selectOption(morning.id);
  await expect(page.getByTestId('site-distance')).toContainText('more than 100 m');
  await page.getByLabel('Reason for clocking in outside the job site').fill('Truck parked down the street');
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByText(/Clocked In/).first()).toBeVisible();
  await look(page, '14-far-clock-in-notice', page.getByRole('button', { name: 'Clock Out' }));

  // §15: the clock-out note is typed on the phone (the office's screens follow below).
  await page.getByLabel('Clock-out notes').fill('Left the gate chained, key under the mat');
  await page.getByRole('button', { name: 'Clock Out' }).click();
  await expect(page.getByText('Clocked Out Successfully', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });

  // §13: the office's correction shows beside the recorded times, in plain words.
  const admin = await adminContext();
  try {
    const listed = await admin.get(`/api/time-tracking/employee?employeeId=${member.employee.id}`);
    const [entry] = (await listed.json()) as { id: string }[];
    const corrected = await admin.post(`/api/office/time-entries/${entry?.id}/correct`, {
      // Half an hour earlier than the phone's clock-in, whatever the hour the suite runs.
      data: {
        clockInTime: new Date(Date.now() - 30 * 60_000).toISOString(),
        clockOutTime: new Date(Date.now() - 60_000).toISOString(),
        reason: 'Foreman confirmed the start',
      },
    });
    expect(corrected.status(), await corrected.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  await page.reload();
  const recent = page.getByTestId('recent-entries');
  await expect(recent).toContainText('Foreman confirmed the start', { timeout: 20_000 });
  await recent.scrollIntoViewIfNeeded();
  await look(page, '13-clock-correction', page.getByRole('button', { name: 'Clock In' }));

  // §16: offline, every screen says so; the crew's main button is still in reach.
  await context.setOffline(true);
  await page.goto('/today').catch(() => undefined);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline', { timeout: 15_000 });
  await look(page, '16-today-offline', card.getByRole('link', { name: /Photos/ }));
  await context.setOffline(false);

  // §16: the photo dialog's big choices.
  await page.goto(`/job-photos?job=${morning.id}`);
  await page.getByRole('button', { name: 'Upload Photo' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
  await look(page, '16-photo-dialog', dialog.getByRole('button', { name: 'Take photo' }));
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose from library' }).click();
  await (await chooser).setFiles({ name: 'porch.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(30) });
  await look(page, '16-photo-dialog-chosen', dialog.getByRole('button', { name: 'Upload', exact: true }));
  await page.keyboard.press('Escape');

  // §16: location blocked: what to do, and Try again.
  await context.clearPermissions();
  await page.goto('/time-tracking');
  await expect(page.getByTestId('location-error')).toContainText('Location is turned off', { timeout: 15_000 });
  await look(page, '16-location-blocked', page.getByRole('button', { name: 'Try again' }));

  // §16: the sign-out dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Sign out?' });
  await look(page, '16-sign-out', ask.getByRole('button', { name: 'Cancel' }));
  await ask.getByRole('button', { name: 'Cancel' }).click();

  // §16, §19: sign-in and setup, branded, on a device nobody signed in on.
  const stranger = await browser.newPage();
  try {
    await stranger.goto('/sign-in');
    await expect(stranger.getByTestId('auth-brand')).toBeVisible();
    await look(stranger, '16-sign-in', stranger.getByRole('button', { name: 'Sign In', exact: true }));
    await stranger.getByRole('link', { name: 'I have a setup code' }).click();
    await expect(stranger.getByLabel('Setup code')).toBeVisible();
    await look(stranger, '16-setup', stranger.getByLabel('Setup code'));
  } finally {
    await stranger.close();
  }
});

test('office screens: the board, the queue, a refused overlap, the day, the job, training, access, copy', async ({
  browser,
  page,
}) => {
  test.setTimeout(scaled(120_000));
  await signInAs(page.request, 'admin');
  const lastName = uniqueLastName('Office');
  const member = await newCrewMember(page.request, { firstName: 'Robin', lastName });
  const name = `Robin ${lastName}`;
  // §20: on today's board, with nobody's schedule behind the assignment.
  const job = await createJob({ crew: [member.employee.id], lastName });
  // §15, §21: two flagged shifts two days ago (outside the radius), the later one with a clock-out note.
  const day = daysAgo(2);
  const earlier = await createJob({ date: day, lastName: `${lastName}-a` });
  const crewContext = await browser.newContext();
  try {
    await signInCrew(crewContext.request, member);
    const far = { latitude: 0.003, outsideReason: 'Parked at the church lot' };
    await pushAs(crewContext.request, shift(member.employee.id, earlier.id, at(day, '08:00'), at(day, '11:00'), far));
    await pushAs(
      crewContext.request,
      shift(member.employee.id, earlier.id, at(day, '12:00'), at(day, '15:00'), {
        ...far,
        clockOutNotes: 'Gate code changed to 4471',
      }),
    );
  } finally {
    await crewContext.close();
  }

  await page.goto('/crew');
  const board = page.getByLabel('Check the crew').filter({ hasText: name });
  await expect(board.first()).toBeVisible({ timeout: 20_000 });
  await look(page, '20-day-board-conflicts', board.first());

  // §15: the review queue shows the crew's notes.
  await page.goto('/admin/review');
  const mine = page.getByRole('article', { name: new RegExp(lastName) });
  await expect(mine).toHaveCount(2, { timeout: 20_000 });
  const noted = mine.filter({ hasText: 'Gate code changed to 4471' });
  await look(page, '15-review-queue-notes', noted.getByRole('button', { name: 'Approve' }));

  // §21: a correction that would overlap the morning's entry is refused, saying which.
  await noted.getByRole('button', { name: 'Correct times' }).click();
  await noted.getByLabel('Clock-in time').fill('10:30');
  await noted.getByLabel('Reason for the correction').fill('Started before lunch');
  await noted.getByRole('button', { name: 'Save correction' }).click();
  await expect(noted.getByRole('alert')).toContainText('overlap another entry');
  await look(page, '21-overlap-refused', noted.getByRole('button', { name: 'Save correction' }));

  // §15: the timesheet's day shows both notes.
  await page.goto(`/admin/timesheets?week=${weekStartOf(day)}&employee=${member.employee.id}&day=${day}`);
  const detail = page.getByRole('region', { name: new RegExp(name) });
  await expect(detail).toContainText('Gate code changed to 4471', { timeout: 20_000 });
  await look(page, '15-timesheet-day-notes');

  // §22: the job page dispatches (crew, site); the sidebar marks the page, not Dashboard.
  await page.goto(`/admin/appointments/${job.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(lastName) }).first()).toBeVisible({ timeout: 20_000 });
  await look(page, '22-job-page');

  // §22: training's completion table and the module editor's buttons.
  await page.goto('/onboarding/manage');
  const table = page.getByRole('region', { name: 'Completion by employee and module' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await look(page, '22-training-completion');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const toolbar = page.getByRole('toolbar', { name: 'Format the content' });
  await look(page, '22-module-editor', toolbar.getByRole('button', { name: 'Bold' }));
  await page.getByRole('button', { name: 'Cancel' }).click();

  // §18, §19: app access from the list, and Disable asks first.
  await page.goto('/crew');
  await page.getByRole('tab', { name: /Employee/ }).click();
  const employee = page.getByRole('listitem').filter({ hasText: lastName });
  await expect(employee.getByTestId('access-status')).toContainText('Has access', { timeout: 20_000 });
  await look(page, '18-employees-access', employee.getByRole('button', { name: `Reset access for ${name}` }));
  await employee.getByRole('button', { name: `Disable app access for ${name}` }).click();
  const ask = page.getByRole('alertdialog');
  await look(page, '19-disable-asks', ask.getByRole('button', { name: 'Cancel' }));
  await ask.getByRole('button', { name: 'Cancel' }).click();

  // §17: on a phone, the office's pages are one tap from More.
  if (isPhone()) {
    await page.goto('/more');
    await look(page, '17-admin-more', page.getByRole('main').getByRole('link', { name: 'Crew', exact: true }));
  }

  // §23: the office's list of upcoming jobs says pending or confirmed; careers reads one way.
  await page.goto('/admin/appointments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look(page, '23-appointments');
  await page.goto('/careers');
  await look(page, '23-careers');
});

/**
 * The office's later screens (issues 24–28) and the crew's load and estimate screens, at both sizes:
 * the same checks, so a table or a form that pushes a phone sideways is caught here.
 */
test('later screens: money, calendar, customers, messages, trucks, loads, compliance, estimate, load', async ({
  browser,
  page,
}) => {
  test.setTimeout(scaled(120_000));
  await signInAs(page.request, 'admin');
  for (const [path, name] of [
    ['/admin/needs-attention', '24-needs-attention'],
    ['/admin/pricing', '24-price-book'],
    ['/admin/money', '24-money'],
    ['/admin/messages', '25-messages'],
    ['/admin/calendar', '26-calendar'],
    ['/admin/phone-booking', '26-phone-booking'],
    ['/admin/customers', '26-customers'],
    ['/admin/trucks', '27-trucks'],
    ['/admin/loads', '27-loads'],
    ['/admin/compliance', '24-compliance'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
    await look(page, name);
  }

  const member = await newCrewMember(page.request, { lastName: uniqueLastName('Later') });
  const job = await createJob({ crew: [member.employee.id], lastName: member.employee.lastName });
  const crew = await browser.newPage();
  try {
    await signInCrew(crew.request, member);
    await crew.goto(`/jobs/${job.id}/estimate`);
    await expect(crew.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(crew.getByText('Loading...')).toHaveCount(0, { timeout: 20_000 });
    await look(crew, '24-estimate');
    // A changed estimate keeps its total and Save in sight at the bottom: above the tab bar, whole.
    await crew
      .getByRole('button', { name: /1\/4 truck/ })
      .first()
      .click();
    const total = crew.getByRole('region', { name: 'Total' });
    await look(crew, '24-estimate-changed', total.getByRole('button', { name: 'Save estimate' }));
    if (isPhone()) {
      const tabs = await crew.getByRole('navigation', { name: 'Staff tabs' }).boundingBox();
      const panel = await total.boundingBox();
      const bottom = (panel?.y ?? 0) + (panel?.height ?? 0);
      expect(bottom, 'the total ends under the tab bar').toBeLessThanOrEqual(tabs?.y ?? 0);
    }
    await crew.goto('/today/load');
    await expect(crew.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await look(crew, '27-record-a-load');
  } finally {
    await crew.close();
  }
});

/**
 * /crew at desktop size (decision 0060): with the network off, the admin adds two employees (after
 * seeing the field errors), adds a schedule and deletes it (confirm dialog), changes a status and
 * puts both people on a booked job's crew; back online, the server holds each change once.
 */
import { calendarDateOf } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { serverRows } from '../support/dispatch.ts';
import { createJob, somePoolDate } from '../support/jobs.ts';
import { signInAs, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

test('the office runs /crew offline, then the server holds each change once', async ({ page, context }) => {
  test.skip(test.info().project.name !== 'desktop', 'the office screen, checked at desktop size');
  // A long journey (two employees, a schedule, dispatch, offline then a sync): 30 s ran out once
  // in CI while other suites loaded the machine.
  test.setTimeout(scaled(60_000));
  await signInAs(page.request, 'admin');
  const job = await createJob({ date: somePoolDate(), site: null, lastName: uniqueLastName('Crewjob') });
  const date = calendarDateOf(new Date(job.preferredDate));
  const ana = uniqueLastName('Ana');
  const ben = uniqueLastName('Ben');

  await page.goto(`/crew?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crew Management' })).toBeVisible();
  await expect(page.getByTestId('day-job').filter({ hasText: job.lastName })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');

  // Team Members: field errors first, then two employees.
  await page.getByRole('tab', { name: 'Employee Management' }).click();
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
  await expect(dialog.getByLabel('Hourly rate')).toHaveAttribute('placeholder', '25.00');
  await expect(dialog.getByLabel('Role')).toHaveValue('crew_member');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(4);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Hourly rate').fill('lots');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await expect(dialog.getByText('Enter an amount such as 25.00')).toBeVisible();
  for (const [first, last] of [
    ['Ana', ana],
    ['Ben', ben],
  ] as const) {
    if (first === 'Ben') await page.getByRole('button', { name: 'Add Employee' }).click();
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill(last);
    await dialog.getByLabel('Phone').fill('(404) 555-0188');
    await dialog.getByLabel('Email').fill(`${last.toLowerCase()}@example.com`);
    await dialog.getByLabel('Hourly rate').fill('22.50');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('New employee has been successfully added to the team.', { exact: true }),
    ).toBeVisible();
  }
  const benCard = page.getByTestId('employee-card').filter({ hasText: ben });
  await expect(benCard).toContainText('$22.50/hour');
  await benCard.getByLabel(/Status/).selectOption('vacation');
  await expect(page.getByText('Employee status has been updated successfully.', { exact: true })).toBeVisible();
  await expect(benCard).toContainText('Vacation');

  // Schedule: add one for Ana, then delete it after confirming.
  await page.getByRole('tab', { name: 'Schedule Management' }).click();
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  const scheduleDialog = page.getByRole('dialog', { name: /^Add Schedule for / });
  await scheduleDialog.getByLabel('Employee').selectOption({ label: `Ana ${ana}` });
  await scheduleDialog.getByLabel('End time').fill('07:00');
  await scheduleDialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(scheduleDialog.getByText('End time must be after start time')).toBeVisible();
  await scheduleDialog.getByLabel('End time').fill('16:00');
  await scheduleDialog.getByLabel('Notes').fill('Box truck #2');
  await scheduleDialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(page.getByText('Schedule has been successfully created.', { exact: true })).toBeVisible();
  const entry = page.getByTestId('schedule-entry').filter({ hasText: ana });
  await expect(entry).toContainText('08:00 - 16:00');
  await expect(entry).toContainText('Available');
  await expect(entry).toContainText('Crew Member');
  await entry.getByRole('button', { name: /Delete schedule/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this schedule?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Schedule has been successfully removed.', { exact: true })).toBeVisible();
  await expect(entry).toHaveCount(0);

  // Dispatch: both people on the booked job's crew.
  const jobCard = page.getByTestId('day-job').filter({ hasText: job.lastName });
  await jobCard.getByRole('button', { name: /Assign crew/ }).click();
  const picker = page.getByRole('dialog', { name: `Crew for ${job.firstName} ${job.lastName}` });
  await picker.getByRole('button', { name: new RegExp(ana) }).click();
  await picker.getByRole('button', { name: new RegExp(ben) }).click();
  await expect(picker.getByRole('button', { name: new RegExp(ben) })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();
  await expect(jobCard.getByTestId('job-crew')).toHaveText(`Crew: Ana ${ana}, Ben ${ben}`);
  await expect(page.getByTestId('sync-pending')).toContainText('waiting to sync');
  await page.screenshot({ path: test.info().outputPath('crew-offline.png'), fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });

  const rows = await serverRows(page.request);
  const employees = (rows.get('employees') ?? []).filter((e) => e.lastName === ana || e.lastName === ben);
  expect(employees.map((e) => [e.lastName, e.status]).sort()).toEqual(
    [
      [ana, 'active'],
      [ben, 'vacation'],
    ].sort(),
  );
  const ids = employees.map((e) => String(e.id));
  expect((rows.get('schedules') ?? []).filter((s) => ids.includes(String(s.employeeId)))).toEqual([]);
  const serverJob = (rows.get('appointments') ?? []).find((a) => a.id === job.id);
  expect([...((serverJob?.assignedEmployeeIds as string[]) ?? [])].sort()).toEqual([...ids].sort());
  await page.getByRole('tab', { name: 'Employee Management' }).click();
  await page.screenshot({ path: test.info().outputPath('crew-team.png'), fullPage: true });
});

test('/crew fits a phone: day view, crew picker and team, with nothing serious for axe', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'the phone-size check');
  await signInAs(page.request, 'admin');
  const job = await createJob({ date: somePoolDate(), site: null, lastName: uniqueLastName('Phonejob') });
  await page.goto(`/crew?date=${calendarDateOf(new Date(job.preferredDate))}`);
  const jobCard = page.getByTestId('day-job').filter({ hasText: job.lastName });
  await expect(jobCard).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('crew.png'), fullPage: true });
  await jobCard.getByRole('button', { name: /Assign crew/ }).click();
  await expect(page.getByRole('dialog', { name: /^Crew for / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('crew-picker.png') });
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: 'Employee Management' }).click();
  await page.getByRole('button', { name: 'Add Employee' }).click();
  await page.getByRole('dialog', { name: 'Add New Employee' }).getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByRole('dialog').getByText('Required')).toHaveCount(4);
  // The rate is optional: left empty, it has nothing to say.
  await expect(page.getByRole('dialog').getByText('Enter an amount such as 25.00')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('add-employee.png') });
});

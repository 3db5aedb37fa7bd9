/**
 * The office's desk at desktop size: punches a crew member made (one outside the job-site radius,
 * one sent offline from a phone whose clock ran fast) wait in the review queue; the admin approves
 * one and corrects the other; the timesheet shows the corrected hours; the payroll CSV matches.
 */
import fs from 'node:fs';
import { weekStartOf } from '@haul/shared';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createJob } from '../support/jobs.ts';
import { at, daysAgo, pushAs, shift } from '../support/office.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';

const CLOCK_OUT_NOTES = 'Customer wants the shed done Friday, left the gate unlocked';

test('flagged punches are reviewed, corrected and paid from the corrected times', async ({ page, browser }) => {
  const lastName = uniqueLastName('Desk');
  const outsideDay = daysAgo(3);
  const skewDay = daysAgo(2);
  await signInAs(page.request, 'admin');
  const member = await newCrewMember(page.request, { firstName: 'Robin', lastName });
  const employee = { id: member.employee.id, name: `Robin ${lastName}` };
  const job = await createJob({ date: outsideDay, lastName });

  // The crew member's own phone, signed in with their own account.
  const crewContext = await browser.newContext();
  try {
    await signInCrew(crewContext.request, member);
    // Outside the radius (350 m away) with a reason, 8:00 AM – 12:00 PM.
    await pushAs(
      crewContext.request,
      shift(employee.id, job.id, at(outsideDay, '08:00'), at(outsideDay, '12:00'), {
        latitude: 0.003,
        outsideReason: 'Parked at the church lot',
      }),
    );
    // Offline all day, 8:00 AM – 5:30 PM, sent later from a phone whose clock ran 20 minutes fast: the
    // phone says 8:20 – 5:50, and the server stores the true times (decision 0225).
    await pushAs(
      crewContext.request,
      shift(employee.id, job.id, at(skewDay, '08:20'), at(skewDay, '17:50'), { clockOutNotes: CLOCK_OUT_NOTES }),
      new Date(Date.now() + 20 * 60_000),
    );
  } finally {
    await crewContext.close();
  }

  await page.goto('/admin/review');
  await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();
  const mine = page.getByRole('article', { name: new RegExp(lastName) });
  await expect(mine).toHaveCount(2);
  const outside = mine.filter({ hasText: 'Clocked in outside the job-site radius' });
  const skewed = mine.filter({ hasText: 'Device clock was off' });
  await expect(outside).toContainText('Parked at the church lot');
  await expect(outside).toContainText(/Clocked in 3\d\d m from the job site/);
  // The crew's clock-out notes reach the office (decision 0245): queue, timesheet day and CSV.
  await expect(skewed).toContainText(CLOCK_OUT_NOTES);
  // Oldest first.
  await expect(mine.first()).toContainText('Clocked in outside the job-site radius');

  await outside.getByRole('button', { name: 'Approve' }).click();
  await expect(outside).toHaveCount(0);

  await skewed.getByRole('button', { name: 'Correct times' }).click();
  await skewed.getByRole('button', { name: 'Save correction' }).click();
  await expect(skewed.getByText('Required')).toBeVisible();
  await skewed.getByLabel('Clock-out time').fill('16:00');
  await skewed.getByLabel('Reason for the correction').fill('Left at 4, foreman confirmed');
  await skewed.getByRole('button', { name: 'Save correction' }).click();
  await expect(skewed).toHaveCount(0);
  await expect(mine).toHaveCount(0);

  // The timesheet counts the corrected 8 hours, and the day shows the phone's original beside it.
  await page.goto(`/admin/timesheets?week=${weekStartOf(skewDay)}`);
  const day = page.getByRole('button', { name: new RegExp(`^${employee.name}, .*: 8\\.00 hours`) });
  await expect(day).toBeVisible();
  await day.click();
  const detail = page.getByRole('region', { name: new RegExp(employee.name) });
  await expect(detail).toContainText('As recorded');
  await expect(detail).toContainText('9.50 h');
  await expect(detail).toContainText('Left at 4, foreman confirmed');
  await expect(detail).toContainText(CLOCK_OUT_NOTES);
  await page.screenshot({ path: test.info().outputPath('timesheet.png'), fullPage: true });

  // The payroll CSV for both days matches what the office decided.
  await page.getByLabel('From').fill(outsideDay);
  await page.getByLabel('To').fill(skewDay);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: Record<string, string>[] = parse(bytes, { columns: true, bom: true });
  const paid = rows.filter((r) => r.Employee === employee.name);
  expect(paid.map((r) => [r.Date, r['Clock in'], r['Clock out'], r.Hours, r.Approval])).toEqual([
    [outsideDay, `${outsideDay} 08:00`, `${outsideDay} 12:00`, '4.00', 'Approved by admin'],
    [skewDay, `${skewDay} 08:00`, `${skewDay} 16:00`, '8.00', 'Corrected by admin'],
  ]);
  expect(paid[1]?.['Original clock out']).toBe(`${skewDay} 17:30`);
  expect(paid.map((r) => r['Clock-out notes'])).toEqual(['', CLOCK_OUT_NOTES]);
});

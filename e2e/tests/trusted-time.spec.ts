/**
 * Trusted time in Chromium (decision 0225): a shift punched offline on a phone whose
 * clock ran 3 hours slow, and pushed after the clock was put right, is stored at its true times.
 * The crew member's clock shows the true times with what the phone's clock said beside them; the
 * office's review queue shows the same and why it is flagged. Screenshots at both sizes.
 */
import { expect, test } from '@playwright/test';
import { createJob } from '../support/jobs.ts';
import { at, daysAgo, pushAs, shift } from '../support/office.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';

const HOUR = 3_600_000;
const minus = (iso: string, ms: number) => new Date(Date.parse(iso) - ms).toISOString();

test("a shift on a phone 3 h slow is kept at its true times, the phone's clock beside them", async ({ page }) => {
  const lastName = uniqueLastName('Clock');
  const day = daysAgo(1);
  await signInAs(page.request, 'admin');
  const member = await newCrewMember(page.request, { firstName: 'Sam', lastName });
  const job = await createJob({ date: day, lastName, crew: [member.employee.id] });

  // 8:00 AM – 4:00 PM worked. The phone, 3 h slow at its last sync (07:55), punched 5:00 AM; its clock
  // was put right during the day, so it punched out at 4:00 PM. The app ran all day (monotonic time).
  const syncedAt = at(day, '07:55');
  const reading = (currentOffsetMs: number) => ({ offsetMs: 3 * HOUR, measuredAt: syncedAt, currentOffsetMs });
  const [clockIn, clockOut] = shift(member.employee.id, job.id, minus(at(day, '08:00'), 3 * HOUR), at(day, '16:00'));
  await signInCrew(page.request, member);
  await pushAs(page.request, [
    { name: 'clockIn', args: { ...clockIn?.args, deviceClock: reading(3 * HOUR) } },
    { name: 'clockOut', args: { ...clockOut?.args, deviceClock: reading(0) } },
  ]);

  await page.goto('/time-tracking');
  const entry = page.getByTestId('recent-entries').getByRole('listitem').first();
  await expect(entry).toContainText('8:00 AM – 4:00 PM');
  await expect(entry).toContainText('8.00 h');
  await expect(entry).toContainText("Your phone's clock said");
  await expect(entry).toContainText('5:00 AM – 4:00 PM');
  await expect(entry).toContainText('Device clock was off');
  await page.screenshot({ path: test.info().outputPath('crew-clock.png'), fullPage: true });

  await signInAs(page.request, 'admin');
  await page.goto('/admin/review');
  const item = page.getByRole('article', { name: new RegExp(lastName) });
  await expect(item).toContainText("Phone's clock");
  await expect(item).toContainText('Device clock changed; time estimated');
  await page.screenshot({ path: test.info().outputPath('office-review.png'), fullPage: true });
});

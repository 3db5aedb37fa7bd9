/**
 * Dispatch to the phone (docs/sync.md #21, decision 0250): a crew member has Today
 * open on the phone (installed app, under its service worker); the office puts them on a job of
 * today; the job is on their screen within 2 s, because the server pokes the phone's live stream
 * and the phone pulls at once, not at its next 30-second poll. The time is measured from just
 * before the office's push leaves to the moment the card is in the phone's page (a
 * MutationObserver in the page, so no test polling interval is added), and printed.
 */
import { expect, type Response, test } from '@playwright/test';
import { pushAsSignedIn } from '../support/dispatch.ts';
import { createJob } from '../support/jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { adminContext, newCrewMember, signInCrew, uniqueLastName } from '../support/staff.ts';

const DISPATCH_BUDGET_MS = 2_000;

test('a job the office assigns is on the crew phone’s Today within 2 s', async ({ page }) => {
  test.skip(
    test.info().project.name !== 'phone',
    'a crew phone measures it; the desktop run would repeat the same timing',
  );
  const member = await newCrewMember(page.request);
  const lastName = uniqueLastName('Livejob');
  // Today's job, nobody on it yet.
  const job = await createJob({ lastName });

  await signInCrew(page.request, member);
  await page.goto('/today');
  await waitForServiceWorkerControl(page);
  // The live stream is open (its answer's headers arrived), through the service worker's page.
  const isStream = (r: Response) => r.url().endsWith('/api/sync/events') && r.status() === 200;
  // The pulls asked for once it is open: the stream's `ready` asks for one.
  let streamOpen = false;
  const pullsAfterReady: Promise<unknown>[] = [];
  page.on('response', (r) => {
    if (isStream(r)) streamOpen = true;
  });
  page.on('request', (r) => {
    if (streamOpen && r.url().includes('/api/sync/pull')) pullsAfterReady.push(r.response());
  });
  const stream = page.waitForResponse(isStream, { timeout: 15_000 });
  await page.reload();
  const answer = await stream;
  expect(answer.headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(page.getByText('No jobs assigned to you today.')).toBeVisible();
  // The pull `ready` asked for has its answer and the phone is idle again, so the next pull is the poke's.
  await expect.poll(() => pullsAfterReady.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await Promise.all(pullsAfterReady);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 15_000 });

  // In the page: the moment the job's card is first in the document.
  await page.evaluate((name) => {
    const w = window as unknown as { jobSeenAt?: number };
    const check = () => {
      if (w.jobSeenAt) return;
      const cards = [...document.querySelectorAll('[data-testid="today-job"]')];
      if (cards.some((card) => card.textContent?.includes(name)))
        w.jobSeenAt = performance.timeOrigin + performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  }, lastName);
  expect(await page.evaluate(() => (window as unknown as { jobSeenAt?: number }).jobSeenAt)).toBeUndefined();

  const admin = await adminContext();
  // Wall time on both sides from `performance`, which a shifted test clock (TEST_NOW) leaves alone.
  const sentAt = performance.timeOrigin + performance.now();
  await pushAsSignedIn(admin, [
    { name: 'assignEmployee', args: { appointmentId: job.id, employeeId: member.employee.id } },
  ]);
  await admin.dispose();
  const seenAt = Number(
    await (
      await page.waitForFunction(() => (window as unknown as { jobSeenAt?: number }).jobSeenAt, null, {
        timeout: 10_000,
      })
    ).jsonValue(),
  );
  const ms = Math.round(seenAt - sentAt);
  console.log(`dispatch to phone: ${ms} ms (budget ${DISPATCH_BUDGET_MS} ms; polling alone: up to 30,000 ms)`);
  test.info().annotations.push({ type: 'dispatch-to-phone-ms', description: String(ms) });
  expect(ms).toBeLessThanOrEqual(DISPATCH_BUDGET_MS);
  await expect(page.getByTestId('today-job').filter({ hasText: lastName })).toBeVisible();
});

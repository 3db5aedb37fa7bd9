/**
 * "Held on a phone" on the office's Needs attention (decisions 0265, 0270), at both sizes: a crew
 * member's phone reports a photo a proxy refused as too large; the office sees it and, the phone
 * being lost, dismisses it after a plain question. The Dismiss button is a thumb high on a phone,
 * nothing covers it, the page does not scroll sideways, and the list no longer shows the notice;
 * the folded log of dismissals does, saying who dismissed it.
 */
import { expect, test } from '@playwright/test';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';

const THUMB_PX = 44;

test.use({ reducedMotion: 'reduce' });

test('the office dismisses what a lost phone holds, after saying what that means', async ({ browser, page }) => {
  await signInAs(page.request, 'admin');
  const lastName = uniqueLastName('Held');
  const member = await newCrewMember(page.request, { firstName: 'Lee', lastName });
  const phone = await browser.newContext();
  try {
    await signInCrew(phone.request, member);
    const reported = await phone.request.post('/api/sync/held', {
      data: {
        clientId: crypto.randomUUID(),
        kind: 'photo',
        id: crypto.randomUUID(),
        name: 'recordJobPhoto',
        bytes: 3_565_158,
        status: 413,
        heldAt: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(reported.status(), await reported.text()).toBe(200);
  } finally {
    await phone.close();
  }

  await page.goto('/admin/needs-attention');
  const card = page.getByRole('article', {
    name: `Job photo held on the phone of Lee ${lastName} (${member.username})`,
  });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const dismiss = card.getByRole('button', { name: /^Dismiss the photo held on the phone of Lee / });
  await dismiss.scrollIntoViewIfNeeded();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const onTop = await dismiss.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, 'something covers Dismiss').toBe(true);
  if (test.info().project.name === 'phone')
    expect((await dismiss.boundingBox())?.height ?? 0, 'Dismiss is too small for a thumb').toBeGreaterThanOrEqual(
      THUMB_PX,
    );
  await page.screenshot({ path: test.info().outputPath(`held-card-${test.info().project.name}.png`) });

  await dismiss.click();
  const ask = page.getByRole('alertdialog', { name: 'Dismiss this held photo?' });
  await expect(ask).toContainText("This phone's photo will not reach us. Dismiss only if the phone is lost");
  await page.screenshot({ path: test.info().outputPath(`held-dismiss-asks-${test.info().project.name}.png`) });
  await ask.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading refused changes...')).toHaveCount(0, { timeout: 20_000 });
  await expect(card).toHaveCount(0);
  // The log of dismissals keeps it, folded under its count (decision 0270).
  const log = page.getByText(/Dismissed held items \(\d+\)$/);
  await expect(log).toBeVisible();
  expect((await log.boundingBox())?.height ?? 0, 'the log is too small to open with a thumb').toBeGreaterThanOrEqual(
    THUMB_PX,
  );
  await log.click();
  const entry = page.getByRole('article', {
    name: `Job photo from the phone of Lee ${lastName} (${member.username}), dismissed`,
  });
  await expect(entry).toContainText(/Dismissed by admin on .+\./);
  await entry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`held-log-${test.info().project.name}.png`) });
});

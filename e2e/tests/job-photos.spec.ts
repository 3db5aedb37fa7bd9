/**
 * Job photos at phone size (decisions 0070–0072): a crew member's phone with no signal picks before/during/after photos
 * through the file chooser; they survive a reload offline, waiting; back online each arrives
 * exactly once with progress shown, the grid shows thumbnails, and the office sees them on the
 * job. A 12 MB file, a PDF renamed .jpg and no file each give the spec's message and queue nothing.
 */
import { JobPhotoSchema } from '@haul/shared';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { smallJpeg } from '../support/photo-fixtures.ts';
import { createPhotoJob } from '../support/photo-jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { signInAs, signInCrew } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

type Job = Awaited<ReturnType<typeof createPhotoJob>>;

async function photosOnServer(request: APIRequestContext, appointmentId: string) {
  return JobPhotoSchema.array().parse(await (await request.get(`/api/job-photos/appointment/${appointmentId}`)).json());
}

async function openJob(page: Page, job: Job) {
  await page.getByRole('button', { name: new RegExp(job.customer) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(job.customer) })).toBeVisible();
}

async function openUploadDialog(page: Page, job: Job, type: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
  // The office picks whose photo it is; the crew's dialog names them instead (same render as the type).
  await expect(dialog.getByLabel('Photo type')).toBeVisible();
  const employee = dialog.getByLabel('Employee');
  if (await employee.isVisible()) await employee.selectOption(job.employeeId);
  await dialog.getByLabel('Photo type').selectOption(type);
  return dialog;
}

const waitingCards = (page: Page) => page.getByTestId('photo-upload-state').filter({ hasText: 'Waiting to upload' });

async function thumbnailsLoaded(page: Page): Promise<number> {
  return page
    .getByTestId('photo-card')
    .locator('img')
    .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);
}

test('offline: three photos wait through a reload, then each arrives once with progress; the office sees them', async ({
  browser,
  baseURL,
  context,
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the crew flow is a phone flow; desktop runs the message test');
  test.setTimeout(scaled(120_000));
  const job = await createPhotoJob(request);
  // The crew member's own account: photos are theirs, with no employee to pick.
  await signInCrew(page.request, job.member);
  await page.goto('/job-photos');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('button', { name: new RegExp(job.customer) })).toBeVisible({ timeout: 20_000 });

  // In the basement: no signal.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  await openJob(page, job);
  for (const [i, type] of (['before', 'during', 'after'] as const).entries()) {
    const dialog = await openUploadDialog(page, job, type);
    await expect(dialog.getByText(`Uploaded by ${job.employeeName}`)).toBeVisible();
    await dialog.getByLabel('Description (optional)').fill(`${type} of the garage`);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    await (await chooser).setFiles({ name: `${type}.jpg`, mimeType: 'image/jpeg', buffer: await smallJpeg(i * 110) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Photo saved on this phone', { exact: true })).toBeVisible();
  }
  await expect(waitingCards(page)).toHaveCount(3);
  await expect(page.getByTestId('sync-photos')).toHaveText('3 photos waiting to upload');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('photos-waiting.png'), fullPage: true });

  // The app is closed and opened again, still offline: the photos are still there, waiting.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'All Photos (3)' })).toBeVisible();
  await expect(waitingCards(page)).toHaveCount(3);
  for (const type of ['Before', 'During', 'After']) {
    await expect(page.getByRole('tab', { name: `${type} (1)` })).toBeVisible();
  }
  expect(await photosOnServer(request, job.appointmentId)).toHaveLength(0);

  // Signal again, but a slow uplink, so the progress can be seen.
  const cdp = await context.newCDPSession(page);
  await context.setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 96 * 1024,
  });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(/Uploading… \d+%/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sync-photos')).toContainText('Uploading photos');
  await page.screenshot({ path: test.info().outputPath('photos-uploading.png'), fullPage: true });
  await expect(page.getByTestId('photo-upload-state')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const onServer = await photosOnServer(request, job.appointmentId);
  expect(onServer.map((p) => p.photoType).sort()).toEqual(['after', 'before', 'during']);
  expect(new Set(onServer.map((p) => p.id)).size).toBe(3);
  expect(onServer.every((p) => p.employeeId === job.employeeId)).toBe(true);
  await expect.poll(() => thumbnailsLoaded(page)).toBe(3);
  await page.screenshot({ path: test.info().outputPath('photos-uploaded.png'), fullPage: true });

  // The office, at a desk, finds the job and sees the three photos with who took them.
  const office = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const desk = await office.newPage();
  await signInAs(desk.request, 'admin');
  await desk.goto('/job-photos');
  await desk.getByLabel('Search jobs').fill(job.customer);
  await openJob(desk, job);
  await expect(desk.getByTestId('photo-card')).toHaveCount(3);
  await expect(desk.getByTestId('photo-card').filter({ hasText: job.employeeName })).toHaveCount(3);
  await expect.poll(() => thumbnailsLoaded(desk)).toBe(3);
  await desk.getByRole('button', { name: 'Open before photo' }).click();
  const viewer = desk.getByRole('dialog');
  // Newest first: the before photo (taken first) is the last of three; the arrow keys page.
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await desk.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await expect(viewer.getByText('During', { exact: true })).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('photos-viewer.png') });
  expect(await seriousViolations(desk)).toEqual([]);

  // The appointment card on the dashboard counts them and links to them.
  await desk.goto('/admin');
  await desk.getByRole('tab', { name: 'Appointments' }).click();
  const card = desk.getByRole('article', { name: new RegExp(job.customer) });
  await expect(card.getByTestId('photo-counts')).toContainText('Photos: 1 before · 1 during · 1 after');
  await card.getByRole('link', { name: 'See photos' }).click();
  await expect(desk.getByRole('tab', { name: 'All Photos (3)' })).toBeVisible();
  await office.close();
});

test('a 12 MB file, a PDF renamed .jpg and no file give the spec messages and queue nothing', async ({
  page,
  request,
}) => {
  // Five axe scans (grid, job, and each refusal) on top of the flow.
  test.setTimeout(scaled(90_000));
  const job = await createPhotoJob(request);
  await signInAs(page.request, 'admin');
  await page.goto('/job-photos');
  await expect(page.getByRole('button', { name: new RegExp(job.customer) })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('photos-jobs.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await openJob(page, job);
  expect(await seriousViolations(page)).toEqual([]);

  const twelveMb = Buffer.alloc(12 * 1024 * 1024, 7);
  twelveMb.set([0xff, 0xd8, 0xff, 0xe0]);
  const cases = [
    {
      file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: twelveMb },
      title: 'File Too Large',
      text: 'Please select a file smaller than 10MB.',
    },
    {
      file: { name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n') },
      title: 'Invalid File Type',
      text: 'Please select an image file.',
    },
    { file: null, title: 'No File Selected', text: 'Please select a photo to upload.' },
  ];
  for (const c of cases) {
    const dialog = await openUploadDialog(page, job, 'before');
    if (c.file) {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Choose from library' }).click();
      await (await chooser).setFiles(c.file);
    }
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(c.title, { exact: true })).toBeVisible();
    await expect(page.getByText(c.text, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`photos-${c.title.replaceAll(' ', '-')}.png`) });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('tab', { name: 'All Photos (0)' })).toBeVisible();
  await expect(page.getByText('No photos uploaded yet')).toBeVisible();
  await expect(page.getByTestId('sync-photos')).toHaveCount(0);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server');
  expect(await photosOnServer(request, job.appointmentId)).toHaveLength(0);
});

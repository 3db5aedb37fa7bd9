/**
 * Decision 0221, in Chromium with a small storage quota: a crew phone with no signal queues photos, a
 * clock-in behind them, and more photos until its storage is full. The photo that does not fit is
 * refused with plain words ("Phone storage is full" and what to do); back online the punch reaches
 * the server, every saved photo goes up once, the space comes back, and the next photo saves.
 * Before the fix the queue wedged: marking a photo "uploading" rewrote its whole record, which did
 * not fit, so every sync failed with "photo upload interrupted" and the punch behind the photos never
 * arrived. (A punch made after the phone is full uses the reserve: proven in sync-413.test.ts; in
 * Chromium the quota check lets photos overshoot by a varying amount, so this spec does not time
 * one there.)
 */
import { JobPhotoSchema, TimeEntrySchema } from '@haul/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createJob, JOB_SITE } from '../support/jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

const MB = 1024 * 1024;
const AT_SITE = { latitude: JOB_SITE.latitude + 0.00027, longitude: JOB_SITE.longitude, accuracy: 15 };

/** A 2048×1536 photo with sensor-like grain: about 0.9 MB once the phone prepares it. */
const grainyPhoto = () =>
  sharp({
    create: {
      width: 2048,
      height: 1536,
      channels: 3,
      background: '#807060',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .jpeg({ quality: 82 })
    .toBuffer();

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** The site's quota in this spec: room for the app and its data, most of it taken by `fillStorage`. */
const QUOTA = 64 * MB;

/**
 * Stores about `bytes` of incompressible data in a database of its own, as other data on a phone,
 * one megabyte a record (Chromium did not count one 50 MB record against the quota).
 */
function fillStorage(page: Page, bytes: number) {
  return page.evaluate(
    async (megabytes) => {
      const open = indexedDB.open('filler', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('bytes');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const part = new Uint8Array(65_536);
      for (let n = 0; n < megabytes; n++) {
        const parts = Array.from({ length: 16 }, () => crypto.getRandomValues(part).slice());
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('bytes', 'readwrite');
          tx.objectStore('bytes').put(new Blob(parts), n);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
      }
      db.close();
    },
    Math.floor(bytes / MB),
  );
}

async function photosOnServer(request: APIRequestContext, appointmentId: string) {
  return JobPhotoSchema.array().parse(await (await request.get(`/api/job-photos/appointment/${appointmentId}`)).json());
}

/** Picks the photo and presses Upload; true when it was saved on the phone (the dialog closed). */
async function takePhoto(page: Page, photo: Buffer, n: number): Promise<boolean> {
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
  await dialog.getByLabel('Photo type').selectOption('during');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose from library' }).click();
  await (await chooser).setFiles({ name: `load-${n}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const refused = page.getByText(/storage is full|failed to upload photo/i).first();
  await expect
    .poll(async () => (await dialog.isHidden()) || (await refused.isVisible()), { timeout: 20_000 })
    .toBe(true);
  if (await dialog.isHidden()) return true;
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  return false;
}

test('storage full of queued photos: punches still flow, the phone says storage is full, photos resume', async ({
  baseURL,
  context,
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the crew flow is a phone flow');
  test.setTimeout(scaled(240_000));
  const member = await newCrewMember(request);
  await signInAs(request, 'admin');
  const customer = uniqueLastName('Attic');
  const { id: appointmentId } = await createJob({ lastName: customer, crew: [member.employee.id] });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_SITE);
  await signInCrew(page.request, member);
  // A phone with little room left. Chromium fixes a site's quota when the site first stores
  // something, and ignores an override after that (Chromium 156: the spec passed by chance before,
  // then saved all 40 photos), so the quota is set before the app first opens…
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL ?? '').origin, quotaSize: QUOTA });
  await page.goto('/job-photos');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('button', { name: new RegExp(customer) })).toBeVisible({ timeout: 20_000 });
  // …and, once the app is in and synced, other data on the phone takes all but about nine
  // prepared photos of what is left.
  await fillStorage(page, QUOTA - (await usage(page)) - 9.5 * MB);

  // In the attic: no signal. A few photos, then the crew member clocks in (queued behind them)…
  await context.setOffline(true);
  await page.getByRole('button', { name: new RegExp(customer) }).click();
  const photo = await grainyPhoto();
  let saved = 0;
  for (let n = 1; n <= 3; n++) if (await takePhoto(page, photo, n)) saved++;
  expect(saved).toBe(3);
  await page.goto('/time-tracking');
  await page.getByLabel('Job').selectOption(appointmentId);
  await expect(page.getByTestId('site-distance')).toContainText('within 100 m');
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page.getByText('Clocked In Successfully', { exact: true })).toBeVisible();
  // …and goes on taking photos until one does not fit.
  await page.goto('/job-photos');
  await page.getByRole('button', { name: new RegExp(customer) }).click();
  let refusedAt = 0;
  for (let n = 4; n <= 40 && refusedAt === 0; n++) {
    if (await takePhoto(page, photo, n)) saved++;
    else refusedAt = n;
  }
  test.info().annotations.push({ type: 'photos', description: `${saved} saved, refused at ${refusedAt}` });
  expect(refusedAt).toBeGreaterThan(4);
  // Plain words: the phone is full, what happens to the photos kept, and what to do.
  const notice = page.getByTestId('sync-storage');
  await expect(notice).toContainText('Phone storage is full');
  await expect(notice).toContainText('upload when you have signal');
  await page.screenshot({ path: test.info().outputPath('storage-full-photos.png'), fullPage: true });

  // Signal again: the punch reaches the server, and every saved photo goes up exactly once.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/time-tracking/employee?employeeId=${member.employee.id}`);
        return TimeEntrySchema.array().parse(await res.json()).length;
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 90_000 });
  const onServer = await photosOnServer(request, appointmentId);
  expect(onServer).toHaveLength(saved);
  expect(new Set(onServer.map((p) => p.id)).size).toBe(saved);

  // Their bytes left the phone: the room is back, the notice goes, and the next photo saves.
  await expect(page.getByTestId('sync-storage')).toHaveCount(0, { timeout: 20_000 });
  await page.goto('/job-photos');
  await page.getByRole('button', { name: new RegExp(customer) }).click();
  expect(await takePhoto(page, photo, 99)).toBe(true);
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 30_000 });
  expect(await photosOnServer(request, appointmentId)).toHaveLength(saved + 1);
});

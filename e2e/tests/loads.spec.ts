/**
 * Loads (decision 0200): the crew's phone shows today's truck; at the landfill, with no signal, the crew
 * records the dump ticket with its photo; it waits on the phone, and once the phone reconnects
 * the office's loads report and the job's page show it, with the ticket photo on the server.
 */
import { JobPhotoSchema, type Truck } from '@haul/shared';
import { devices, expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { smallJpeg } from '../support/photo-fixtures.ts';
import { createPhotoJob } from '../support/photo-jobs.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

const devicesPhone = () => {
  const { defaultBrowserType: _type, ...phone } = devices['Pixel 7'];
  return phone;
};

test('a dump ticket recorded offline with its photo reaches the office report and the job page', async ({
  browser,
  baseURL,
  context,
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the crew records loads on a phone; the office part is in here');
  test.setTimeout(scaled(150_000));
  const job = await createPhotoJob(request);
  const landfillName = uniqueLastName('Hickory Ridge');
  const facility = await request.post('/api/office/facilities', { data: { kind: 'landfill', name: landfillName } });
  expect(facility.status()).toBe(201);
  const plate = `GA ${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const truck = (await (
    await request.post('/api/office/trucks', { data: { name: 'Truck 7', plate, capacityCubicYards: 16 } })
  ).json()) as Truck;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const set = await request.put('/api/office/truck-days', {
    data: { date: today, employeeId: job.employeeId, truckId: truck.id },
  });
  expect(set.status(), await set.text()).toBe(200);
  const ticket = `HR-${crypto.randomUUID().slice(0, 6)}`;

  // The crew member's phone: Today says which truck.
  await signInCrew(page.request, job.member);
  await page.goto('/today');
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('today-truck')).toHaveText(`Your truck today: Truck 7 (${plate})`, {
    timeout: 20_000,
  });
  await page.screenshot({ path: test.info().outputPath('today-truck.png') });
  // The load screen's code is on the phone before the signal goes.
  await page.getByRole('link', { name: 'Record a load' }).click();
  await expect(page.getByRole('heading', { name: 'Record a load' })).toBeVisible();
  await expect(page.getByLabel('Where did it go?').locator('option', { hasText: landfillName })).toHaveCount(1);

  // At the landfill: no signal.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  await expect(page.getByText('Works offline: the load is saved on this phone')).toBeVisible();
  await page.getByLabel('Where did it go?').selectOption({ label: `${landfillName} — Landfill` });
  await page.getByLabel('Ticket number').fill(ticket);
  await page.getByLabel('Net weight in pounds (from the ticket)').fill('1,240');
  await page.getByLabel('Fee paid ($)').fill('46.50');
  await page.getByRole('checkbox', { name: new RegExp(job.customer) }).check();
  await page.getByLabel('Photo of the ticket').setInputFiles({
    name: 'ticket.jpg',
    mimeType: 'image/jpeg',
    buffer: await smallJpeg(40),
  });
  await page.getByRole('button', { name: 'Save load' }).click();
  await expect(page.getByText('Load saved on this phone', { exact: true })).toBeVisible();
  const mine = page.getByTestId('today-loads');
  await expect(mine).toContainText(`${landfillName} · ${ticket}`);
  await expect(mine).toContainText('1,240 lb · $46.50 · Waiting to send');
  // The form is empty for the next load, photo included.
  await expect(page.getByLabel('Ticket number')).toHaveValue('');
  expect(
    await page.getByLabel('Photo of the ticket').evaluate((input) => (input as HTMLInputElement).files?.length),
  ).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('load-offline.png'), fullPage: true });
  const before = await request.get(`/api/office/appointments/${job.appointmentId}/loads`);
  expect((await before.json()).loads).toHaveLength(0);

  // Back in signal: the photo goes up, then the load.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-pending')).toHaveText('All changes saved to the server', { timeout: 45_000 });
  await expect(mine).toContainText('Sent to the office', { timeout: 20_000 });
  const photos = JobPhotoSchema.array().parse(
    await (await request.get(`/api/job-photos/appointment/${job.appointmentId}`)).json(),
  );
  expect(photos.map((p) => p.photoType)).toEqual(['ticket']);

  // The office, at a desk: the month's report lists it; the job's page shows its share and photo.
  const office = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const desk = await office.newPage();
  await signInAs(desk.request, 'admin');
  await desk.goto('/admin/loads');
  const listed = desk.getByTestId('month-loads').locator('li', { hasText: ticket });
  await expect(listed).toContainText(`${landfillName} · ticket ${ticket}`);
  await expect(listed).toContainText('1,240 lb · $46.50 · Truck 7');
  await expect(listed.getByRole('link', { name: 'Ticket photo' })).toHaveAttribute(
    'href',
    `/api/job-photos/${photos[0]?.id}/file`,
  );
  await expect(desk.getByRole('link', { name: 'see the compliance log' })).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('loads-report.png'), fullPage: true });
  expect(await seriousViolations(desk)).toEqual([]);

  await listed.getByRole('link', { name: new RegExp(job.customer) }).click();
  const loads = desk.getByTestId('job-loads');
  await expect(loads).toContainText('1,240 lb hauled · 0 lb diverted · dump fees $46.50');
  await expect(loads).toContainText(`${landfillName} · ticket ${ticket}`);
  await expect(loads.getByRole('link', { name: 'ticket photo' })).toBeVisible();
  await loads.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: test.info().outputPath('job-loads.png'), fullPage: true });

  // The office's truck board, and the public impact page: static HTML with its figures filled in,
  // no more script than any other content page, waste-to-energy on its own line.
  await desk.goto('/admin/trucks');
  await expect(desk.getByRole('combobox', { name: job.employeeName })).toHaveValue(truck.id);
  await desk.screenshot({ path: test.info().outputPath('trucks.png'), fullPage: true });
  const impact = await (await request.get('/impact')).text();
  const services = await (await request.get('/services')).text();
  expect(impact).not.toContain('[[impact:');
  expect(impact).toContain('Sent to waste-to-energy plants — not counted as diverted');
  expect(impact.split('<script').length).toBe(services.split('<script').length);
  await office.close();
  // The report on an office phone.
  const phone = await browser.newContext({ baseURL, ...devicesPhone() });
  const officePhone = await phone.newPage();
  await signInAs(officePhone.request, 'admin');
  await officePhone.goto('/admin/loads');
  await expect(officePhone.getByTestId('month-loads')).toContainText(ticket);
  await officePhone.screenshot({ path: test.info().outputPath('loads-report-phone.png'), fullPage: true });
  await phone.close();
  await page.goto('/impact');
  await expect(page.getByRole('heading', { name: 'Sources and Methodology' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('impact.png'), fullPage: true });
});

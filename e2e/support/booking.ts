/**
 * Booking helpers for e2e specs. The app under test is shared by every worker and both projects
 * (phone, desktop), and each window takes two bookings, so every test books on its own date:
 * `dateFor(slot)` hands each (test, project) pair a different bookable day.
 */
import {
  type AppointmentCreate,
  ARRIVAL_WINDOW_LABELS,
  bookableDates,
  closedDayOn,
  formatLongDate,
  OBSERVED_HOLIDAYS,
  startOfDayInZone,
} from '@haul/shared';
import { buildAppointmentInput } from '@haul/shared/factories';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

export const CREWS_PER_WINDOW = 2;

const PROJECTS = ['phone', 'desktop'];
/**
 * Tests that need a whole date to themselves, each once per project: booking.spec.ts 0–5,
 * offline-forms.spec.ts 5 (it books nothing), office-calendar.spec.ts 6 and 7.
 */
const DEDICATED_TEST_SLOTS = 8;
const DEDICATED_DATES = DEDICATED_TEST_SLOTS * PROJECTS.length;

/**
 * The dates the wizard offers from today: the bookable range without the holidays a fresh
 * database closes (decision 0140). Specs that close other days must not use these dates.
 */
export function offeredDates(): string[] {
  return bookableDates(new Date()).filter((d) => !closedDayOn(d, OBSERVED_HOLIDAYS));
}

/** A bookable date no other test (or the other project) uses. */
export function dateFor(testSlot: number, info: TestInfo): string {
  if (testSlot >= DEDICATED_TEST_SLOTS) throw new Error(`raise DEDICATED_TEST_SLOTS to hand out slot ${testSlot}`);
  const offset = Math.max(0, PROJECTS.indexOf(info.project.name));
  const date = offeredDates()[testSlot * PROJECTS.length + offset];
  if (!date) throw new Error(`no bookable date for test slot ${testSlot}`);
  return date;
}

/** Dates after the dedicated ones: a shared pool for fixtures that just need some appointment. */
export function sharedPoolDates(): string[] {
  return offeredDates().slice(DEDICATED_DATES);
}

export interface VisitorDetails {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  leadSource: string;
  serviceType: string;
  description: string;
  specialInstructions: string;
}

export const VISITOR: VisitorDetails = {
  firstName: 'Keisha',
  lastName: 'Washington',
  phone: '(404) 555-0199',
  email: 'keisha.washington@example.com',
  address: '123 Peachtree St NE, Atlanta, GA 30303',
  leadSource: 'nextdoor',
  serviceType: 'Furniture Removal',
  description: 'Old sectional sofa and a treadmill from the basement.',
  specialInstructions: 'Gate code 4521.',
};

export async function fillDetails(page: Page, v: VisitorDetails = VISITOR) {
  await page.getByLabel('First Name').fill(v.firstName);
  await page.getByLabel('Last Name').fill(v.lastName);
  await page.getByLabel('Phone Number').fill(v.phone);
  await page.getByLabel('Email Address').fill(v.email);
  await page.getByLabel('Service Address').fill(v.address);
  await page.getByLabel('How did you hear about us?').selectOption(v.leadSource);
  await page.getByLabel('Service Type').selectOption(v.serviceType);
  await page.getByLabel('Project Description').fill(v.description);
  await page.getByLabel('Special Instructions').fill(v.specialInstructions);
}

/** Clicks the day in the calendar, paging to the next month when needed. */
export async function pickDate(page: Page, date: string) {
  const day = page.getByRole('button', { name: formatLongDate(date), exact: true });
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

export const slotButton = (page: Page, slot: string) => page.getByRole('button', { name: slot, exact: true });

/**
 * Picks the first window the picked date still offers, once the wizard has loaded them (a full
 * window is not offered at all, so a check of one window's button would wait for it in vain).
 */
export async function pickOpenWindow(page: Page): Promise<string> {
  const first = page.getByRole('list', { name: 'Available arrival windows' }).getByRole('button').first();
  await expect(first).toBeVisible();
  const label = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return label;
}

/** Books a window through the API, as another visitor would. */
export async function bookViaApi(
  request: APIRequestContext,
  date: string,
  slot: string,
  extra: Partial<AppointmentCreate> = {},
) {
  const res = await request.post('/api/appointments', {
    data: buildAppointmentInput(startOfDayInZone(date).toISOString(), { preferredTimeSlot: slot, ...extra }),
  });
  expect(res.status()).toBe(201);
}

export async function fillWindow(request: APIRequestContext, date: string, slot: string) {
  for (let i = 0; i < CREWS_PER_WINDOW; i++) await bookViaApi(request, date, slot);
}

export { ARRIVAL_WINDOW_LABELS };

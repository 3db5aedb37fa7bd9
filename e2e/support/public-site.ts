/** Helpers for the public-site specs: the header's controls and the contact form's fields. */
import { CONTACT_FIELD_LABELS, type ContactRequestCreate, type ContactVisibleField } from '@haul/shared';
import type { Page, TestInfo } from '@playwright/test';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * Opens a public page and waits until React has hydrated it: the prerendered HTML paints first,
 * and a click before hydration would do nothing.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

export const header = (page: Page) => page.getByRole('banner');
export const menuToggle = (page: Page) => header(page).getByRole('button', { name: /menu/i });
export const aboutToggle = (page: Page) => header(page).getByRole('button', { name: 'About Us' });
export const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

/** Below the `xl` breakpoint the menu sits behind the toggle; open it there first. */
export async function openMenuIfCollapsed(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await menuToggle(page).click();
}

type VisibleField = ContactVisibleField;

export const CONTACT_LABELS = CONTACT_FIELD_LABELS;

export const contactForm = (page: Page) => page.getByRole('form', { name: 'Get your free estimate' });

export async function fillContactForm(page: Page, input: ContactRequestCreate) {
  const form = contactForm(page);
  for (const [field, label] of Object.entries(CONTACT_LABELS)) {
    await form.getByLabel(label).fill(input[field as VisibleField]);
  }
}

export const CITY_NAMES = {
  atlanta: 'Atlanta',
  decatur: 'Decatur',
  lithonia: 'Lithonia',
  lawrenceville: 'Lawrenceville',
  mcdonough: 'McDonough',
  covington: 'Covington',
} as const;

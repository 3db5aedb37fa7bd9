import { COMPANY } from '@haul/shared';
import { expect, type Page, test } from '@playwright/test';
import { axeOn } from '../support/axe.ts';
import { E2E_PASSWORDS } from '../support/global-setup.ts';
import { createJob, somePoolDate } from '../support/jobs.ts';
import { newCrewMember, signInAs, signInCrew, uniqueLastName } from '../support/staff.ts';
import { scaled } from '../support/time.ts';

/** Radix Toast also announces the text in a live region, so match the visible title exactly. */
const notice = (page: Page, title: string) => page.getByText(title, { exact: true });

/** The spec's gate on /admin (decision 0054): the admin password alone, Enter submits. */
async function unlock(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('admin gate', () => {
  test('a signed-out visitor gets the gate; a wrong password shows Access Denied and keeps it locked', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(notice(page, 'Access Denied')).toBeVisible();
    await expect(page.getByText('Invalid password', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('the right password opens the dashboard in the staff shell; Logout returns to the gate for good', async ({
    page,
  }) => {
    // Three axe runs take about 7 s each on the shared two-core machine (measured in the trace).
    test.setTimeout(scaled(60_000));
    await unlock(page);
    await expect(notice(page, 'Access Granted')).toBeVisible();
    await expect(page.getByText(`Welcome to the ${COMPANY.name} Admin Dashboard`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('signed-in-person')).toContainText('admin');
    for (const label of ['Total Contacts', 'Total Appointments', 'Pending', 'Confirmed']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    for (const tab of ['Overview', 'Contact Requests', 'Appointments']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect((await axeOn(page).analyze()).violations, tab).toEqual([]);
    }
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    await expect(page).toHaveURL('/admin');
    await page.reload(); // the server ended the session, not just the page
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  });

  test('a crew account opening /admin sees the gate with an admins-only line and no admin links', async ({ page }) => {
    await signInCrew(page.request, await newCrewMember(page.request));
    await page.goto('/admin');
    await expect(page.getByText('The dashboard is for admins only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Crew' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Back to Admin/ })).toHaveCount(0);
  });

  test('a crew account opening /crew sees "Admins only"', async ({ page }) => {
    await signInCrew(page.request, await newCrewMember(page.request));
    await page.goto('/crew');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  });
});

test.describe('appointments tab', () => {
  test('Confirm updates the badge and shows the notice', async ({ page }) => {
    const booked = await createJob({ date: somePoolDate(), site: null, lastName: uniqueLastName('Confirm') });
    await unlock(page);
    await page.getByRole('tab', { name: 'Appointments' }).click();
    const card = page.getByRole('article', { name: `${booked.firstName} ${booked.lastName}` });
    await expect(card.getByTestId('status-badge')).toHaveText('Pending');
    await expect(card.getByText('Google Search')).toBeVisible();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice(page, 'Status Updated')).toBeVisible();
    await expect(page.getByText('Appointment status has been updated successfully', { exact: true })).toBeVisible();
    await expect(card.getByTestId('status-badge')).toHaveText('Confirmed');
  });

  test('the status filter shows only appointments with that status', async ({ page }) => {
    const done = await createJob({ date: somePoolDate(), site: null, lastName: uniqueLastName('Done') });
    const waiting = await createJob({ date: somePoolDate(), site: null, lastName: uniqueLastName('Waiting') });
    await signInAs(page.request, 'admin');
    const patched = await page.request.patch(`/api/appointments/${done.id}`, { data: { status: 'completed' } });
    expect(patched.status()).toBe(200);

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Appointments' }).click();
    const doneCard = page.getByRole('article', { name: `${done.firstName} ${done.lastName}` });
    const waitingCard = page.getByRole('article', { name: `${waiting.firstName} ${waiting.lastName}` });
    const filter = page.getByLabel('Status', { exact: true });
    await expect(filter).toHaveValue('all');
    await expect(doneCard).toBeVisible();
    await expect(waitingCard).toBeVisible();

    await filter.selectOption({ label: 'Completed' });
    await expect(doneCard).toBeVisible();
    await expect(waitingCard).toHaveCount(0);

    await filter.selectOption({ label: 'Pending' });
    await expect(waitingCard).toBeVisible();
    await expect(doneCard).toHaveCount(0);

    await filter.selectOption({ label: 'Cancelled' });
    await expect(doneCard).toHaveCount(0);
    await expect(waitingCard).toHaveCount(0);
  });
});

test.describe('staff routes without a session', () => {
  for (const path of ['/crew', '/time-tracking', '/job-photos', '/onboarding']) {
    test(`${path} sends a visitor to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
    });
  }

  test('signing in brings the crew member back to the screen they opened', async ({ page }) => {
    const member = await newCrewMember(page.request);
    await page.goto('/time-tracking');
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/time-tracking');
  });

  test('repeated wrong passwords lock that username out, and the page says so', async ({ page }) => {
    // A made-up username, so the lockout cannot touch the accounts other tests sign in with.
    await page.goto('/sign-in');
    await page.getByLabel('Username').fill(uniqueLastName('locked'));
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Password').fill(`wrong-${i}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid password');
    }
    await page.getByLabel('Password').fill('wrong-again');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Too many sign-in attempts. Try again in \d+ minutes/);
  });
});

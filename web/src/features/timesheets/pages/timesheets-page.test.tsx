/**
 * /admin/timesheets, the week, with the real API: a crew member's 44 hours in the week of 9 March
 * 2026 with the 4 past 40 as overtime, a day's entries, the weeks either side, and the payroll CSV
 * of the week shown. The page is opened on that week, whatever the day the test runs.
 */
import { type Employee, fullName } from '@haul/shared';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, push, send, shift, startOffice } from '../../../test/office-server.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

/** Monday to Friday of that week, 8:00 AM Atlanta time on, for these hours. */
const WEEK: [string, number][] = [
  ['2026-03-09', 9],
  ['2026-03-10', 10],
  ['2026-03-11', 10],
  ['2026-03-12', 10],
  ['2026-03-13', 5],
];

/**
 * A day's button by its name as a screen reader reads it ("…, Fri, 3/13: 5.00 hours, 4.00
 * overtime"); jsdom drops the spaces between the name's parts, so they are not compared.
 */
const named = (text: string) => (name: string) => name.replace(/\s/g, '') === text.replace(/\s/g, '');
/** The person's row of the week's table. */
const rowOf = async (name: string) =>
  within((await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement);

describe('the timesheets page', () => {
  let office: Office;
  let name: string;
  beforeAll(async () => {
    office = await startOffice();
    const employeeId = (await signInOnline(office.api, 'crew')).user.employeeId ?? '';
    const team = await send<Employee[]>(office, 'GET', '/api/employees');
    name = fullName(team.find((e) => e.id === employeeId) as Employee);
    const job = await addJob(office, '2026-03-09', { firstName: 'Maria', lastName: 'Lopez' });
    const hour = 3_600_000;
    await push(
      office,
      WEEK.flatMap(([day, hours]) => {
        const start = new Date(`${day}T13:00:00.000Z`);
        return shift(employeeId, job.id, start.toISOString(), new Date(start.getTime() + hours * hour).toISOString());
      }),
    );
  });
  afterAll(() => office.api.stop());

  it('shows the week per person with the hours past 40 as overtime', async () => {
    await renderStaff({ online: office.admin, path: '/admin/timesheets?week=2026-03-11' });
    expect(await screen.findByRole('heading', { name: 'Week of Monday, March 9, 2026' })).toBeInTheDocument();
    const row = await rowOf(name);
    expect(row.getByTestId('week-total')).toHaveTextContent('44.00');
    expect(row.getByText('4.00 OT')).toBeInTheDocument();
    expect(
      row.getByRole('button', { name: named(`${name}, Fri, 3/13: 5.00 hours, 4.00 overtime`) }),
    ).toBeInTheDocument();
    expect(row.getByRole('button', { name: named(`${name}, Mon, 3/9: 9.00 hours`) })).toBeInTheDocument();
  });

  it('a day opens its entries; the weeks either side are each their own', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/timesheets?week=2026-03-09' });
    const row = await rowOf(name);
    await events.click(row.getByRole('button', { name: named(`${name}, Tue, 3/10: 10.00 hours`) }));
    const day = await screen.findByRole('heading', { name: `${name} — Tuesday, March 10, 2026` });
    const entries = within(day.closest('section') as HTMLElement);
    expect(entries.getByText('Mar 10, 9:00 AM')).toBeInTheDocument();
    expect(entries.getByText('10.00 h')).toBeInTheDocument();
    expect(entries.getByText(/^Maria Lopez — /)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('heading', { name: 'Week of Monday, March 2, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No time recorded this week.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Next/ }));
    expect((await rowOf(name)).getByTestId('week-total')).toHaveTextContent('44.00');
  });

  it('the payroll CSV covers the week shown', async () => {
    await renderStaff({ online: office.admin, path: '/admin/timesheets?week=2026-03-09' });
    const csv = (await screen.findByRole('heading', { name: 'Payroll export' })).closest('section') as HTMLElement;
    expect(within(csv).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('from=2026-03-09&to=2026-03-15'),
    );
  });
});

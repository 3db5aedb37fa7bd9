/**
 * /admin/customers, everyone who has booked, with the real API: two bookings with the same phone
 * are one customer, the list is searched on the server by name, email or a job's address, and a
 * customer opens their page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const list = () => within(screen.getByRole('region', { name: 'Customer list' }));
const entries = () =>
  list()
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the customers page', () => {
  let office: Office;
  beforeAll(async () => {
    office = await startOffice();
    const lopez = { firstName: 'Maria', lastName: 'Lopez', phone: '(404) 555-0101', email: 'maria@example.com' };
    await addJob(office, '2026-02-03', { ...lopez, address: '12 Oak St, Decatur, GA' });
    await addJob(office, '2026-03-10', { ...lopez, address: '12 Oak St, Decatur, GA' });
    await addJob(office, '2026-01-15', {
      firstName: 'Tom',
      lastName: 'Chen',
      phone: '(404) 555-0202',
      email: 'tom@example.com',
      address: '7 Pine Ave, Atlanta, GA',
    });
  });
  afterAll(() => office.api.stop());

  it('lists each customer once with their jobs and the latest date, the latest first', async () => {
    await renderStaff({ online: office.admin, path: '/admin/customers' });
    await screen.findByText('Maria Lopez');
    expect(entries()).toEqual([
      'Maria Lopez(404) 555-0101 · maria@example.com2 jobs · last Tuesday, March 10, 2026',
      'Tom Chen(404) 555-0202 · tom@example.com1 job · last Thursday, January 15, 2026',
    ]);
  });

  it("finds a customer by a job's address, says when nothing matches, and opens their page", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/customers' });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await events.type(search, 'Pine Ave');
    await events.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(entries()).toEqual([expect.stringMatching(/^Tom Chen/)]));

    await events.clear(search);
    await events.type(search, 'nobody@nowhere');
    await events.click(screen.getByRole('button', { name: 'Search' }));
    expect(await list().findByText('No customer matches “nobody@nowhere”.')).toBeInTheDocument();

    await events.clear(search);
    await events.type(search, 'maria@example.com');
    await events.click(screen.getByRole('button', { name: 'Search' }));
    await events.click(await list().findByRole('link', { name: /Maria Lopez/ }));
    expect(await screen.findByRole('heading', { name: 'Customer', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maria Lopez', level: 2 })).toBeInTheDocument();
  });
});

/**
 * /admin/customers/:id, one customer, with the real API: their jobs and totals as the server
 * counts them, a note the server keeps (an empty one refused), and "same person" merging another
 * record into this one, after which the other's page leads here.
 */
import type { CustomerDetail, CustomerPage } from '@haul/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, finishJob, type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const panel = async (title: string) =>
  within((await screen.findByRole('heading', { name: title, level: 2 })).closest('section') ?? document.body);

describe("a customer's page", () => {
  let office: Office;
  const idOf = async (q: string) =>
    (await send<CustomerPage>(office, 'GET', `/api/office/customers?q=${encodeURIComponent(q)}`)).items[0]?.id ?? '';
  const detail = (id: string) => send<CustomerDetail>(office, 'GET', `/api/office/customers/${id}`);
  let maria: string;
  let other: string;
  beforeAll(async () => {
    office = await startOffice();
    const lopez = { firstName: 'Maria', lastName: 'Lopez', phone: '(404) 555-0101', email: 'maria@example.com' };
    const done = await addJob(office, '2026-02-03', { ...lopez, address: '12 Oak St' });
    await finishJob(office, done.id);
    await addJob(office, '2026-03-10', { ...lopez, address: '40 Elm St' });
    // The same person booked again under another phone and email.
    await addJob(office, '2026-04-01', {
      firstName: 'Maria',
      lastName: 'Lopez-Diaz',
      phone: '(770) 555-0303',
      email: 'mld@example.com',
    });
    maria = await idOf('maria@example.com');
    other = await idOf('mld@example.com');
  });
  afterAll(() => office.api.stop());

  it('shows their jobs, newest first, and how many are done', async () => {
    await renderStaff({ online: office.admin, path: `/admin/customers/${maria}` });
    const summary = await panel('Maria Lopez');
    expect(summary.getByTestId('customer-job-count')).toHaveTextContent('2');
    expect(summary.getByText('Completed').nextElementSibling).toHaveTextContent('1');
    expect(summary.getByText('Last job').nextElementSibling).toHaveTextContent('Tuesday, March 10, 2026');
    const jobs = (await panel('Jobs')).getAllByRole('link').map((a) => a.textContent);
    expect(jobs).toEqual([expect.stringContaining('40 Elm St'), expect.stringContaining('12 Oak St')]);
    expect(jobs[1]).toContain('Completed');
  });

  it('keeps a note on the server; an empty one is refused', async () => {
    const { events } = await renderStaff({ online: office.admin, path: `/admin/customers/${maria}` });
    const notes = await panel('Notes');
    expect(notes.getByText('No notes yet.')).toBeInTheDocument();
    await events.click(notes.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notes.getByLabelText('Add a note')).toHaveAttribute('aria-invalid', 'true'));

    await events.type(notes.getByLabelText('Add a note'), 'Side gate code 4411');
    await events.click(notes.getByRole('button', { name: 'Save note' }));
    expect(await notes.findByText('Side gate code 4411')).toBeInTheDocument();
    expect(notes.getByLabelText('Add a note')).toHaveValue('');
    expect((await detail(maria)).notes.map((n) => [n.body, n.byName])).toEqual([['Side gate code 4411', 'admin']]);
  });

  it('merges the other record here after asking; its jobs move and its page leads here', async () => {
    const { events } = await renderStaff({ online: office.admin, path: `/admin/customers/${maria}` });
    const same = await panel('Same person?');
    await events.type(same.getByRole('searchbox', { name: 'Find the other record' }), 'Lopez');
    await events.click(same.getByRole('button', { name: 'Find' }));
    // This customer is never offered as their own duplicate.
    await events.click(await same.findByRole('button', { name: 'Same person: merge here' }));
    const question = await screen.findByRole('alertdialog', { name: 'Merge Maria Lopez-Diaz into Maria Lopez?' });
    await events.click(within(question).getByRole('button', { name: 'Merge' }));
    expect(await same.findByText('Maria Lopez-Diaz was merged into this customer.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await panel('Maria Lopez')).getByTestId('customer-job-count')).toHaveTextContent('3'),
    );
    expect(same.getByText(/^Maria Lopez-Diaz \(\(770\) 555-0303, mld@example.com\) — by admin,/)).toBeInTheDocument();
    expect((await detail(other)).mergedInto).toBe(maria);
  });

  it("a merged record's page opens the customer it was merged into", async () => {
    const chen = { firstName: 'Tom', lastName: 'Chen', address: '7 Pine Ave' };
    await addJob(office, '2026-01-15', { ...chen, phone: '(404) 555-0202', email: 'tom@example.com' });
    await addJob(office, '2026-01-20', { ...chen, phone: '(404) 555-0909', email: 'tc@example.com' });
    const [kept, merged] = [await idOf('tom@example.com'), await idOf('tc@example.com')];
    await send(office, 'POST', `/api/office/customers/${merged}/merge`, { intoId: kept });
    await renderStaff({ online: office.admin, path: `/admin/customers/${merged}` });
    expect(await screen.findByText(/^Tom Chen \(\(404\) 555-0909, tc@example.com\) — by admin,/)).toBeInTheDocument();
    expect((await panel('Tom Chen')).getByTestId('customer-job-count')).toHaveTextContent('2');
  });
});

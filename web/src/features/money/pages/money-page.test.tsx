/**
 * /admin/money, the office's figures, with the real API: a job priced, signed, done and part paid
 * on the card reader shows as owed with a link to the job, and the month it was paid in shows the
 * day's revenue, the lead source and the crew member who earned it. The server computes every
 * figure; the page is opened on that month, whatever the day the test runs.
 */
import { type Employee, formatCents, fullName } from '@haul/shared';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, finishJob, type Office, push, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

const PAID = 10_000;

describe('the money page', () => {
  let office: Office;
  let invoice: { number: number; totalCents: number };
  let jobId: string;
  let crewName: string;
  beforeAll(async () => {
    office = await startOffice();
    const crew = await signInOnline(office.api, 'crew');
    const employees = await send<Employee[]>(office, 'GET', '/api/employees');
    const member = employees.find((e) => e.id === crew.user.employeeId);
    if (!member) throw new Error('the crew account has no employee');
    crewName = fullName(member);
    const job = await addJob(office, '2026-03-09', { firstName: 'Pat', lastName: 'Owens', leadSource: 'nextdoor' });
    jobId = job.id;
    await push(office, [{ name: 'assignEmployee', args: { appointmentId: job.id, employeeId: member.id } }]);
    invoice = await finishJob(office, job.id);
    await push(office, [
      {
        name: 'recordCardPayment',
        args: {
          id: crypto.randomUUID(),
          appointmentId: job.id,
          amountCents: PAID,
          cardLast4: '4242',
          approvalCode: 'AB1234',
          paidAt: '2026-03-10T17:00:00.000Z',
        },
      },
    ]);
  });
  afterAll(() => office.api.stop());

  it('shows what is still owed, with a link to the job', async () => {
    await renderStaff({ online: office.admin, path: '/admin/money?month=2026-03' });
    const owed = (await screen.findByRole('heading', { name: /^Still owed: / })).closest('section') as HTMLElement;
    expect(owed).toHaveAccessibleName(`Still owed: ${formatCents(invoice.totalCents - PAID)}`);
    const item = within(owed).getByText(`Invoice ${invoice.number} · Pat Owens`).closest('li') as HTMLElement;
    expect(item).toHaveTextContent(`${formatCents(invoice.totalCents - PAID)} due`);
    expect(within(item).getByRole('link', { name: 'Open the job' })).toHaveAttribute(
      'href',
      `/admin/appointments/${jobId}`,
    );
  });

  it("the month of the payment: the day's revenue, the lead source and the crew member", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/money?month=2026-03' });
    const byDay = (await screen.findByRole('heading', { name: 'March 2026 by day' })).closest('section') as HTMLElement;
    expect(byDay).toHaveTextContent('$100.00 over 1 day; the best day was Tue, Mar 10 with $100.00.');
    await events.click(within(byDay).getByText('The days as a table'));
    const days = within(within(byDay).getByRole('table', { name: 'Revenue by day, March 2026' }));
    expect(days.getByRole('row', { name: 'Tue, Mar 10 $100.00' })).toBeInTheDocument();

    const sources = within(screen.getByRole('region', { name: 'By lead source, March 2026' }));
    expect(sources.getByRole('row', { name: /^Nextdoor ?1 job \$100\.00$/ })).toBeInTheDocument();
    const crew = within(screen.getByRole('region', { name: 'By crew member, March 2026' }));
    expect(crew.getByRole('row', { name: `${crewName} $100.00` })).toBeInTheDocument();
    // Nothing Stripe took without an invoice.
    expect(screen.queryByRole('heading', { name: 'Card payments to refund in Stripe' })).toBeNull();
  });

  it("a month with no money says so, and the accountant's CSV covers the month shown", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/money?month=2026-02' });
    expect(await screen.findByRole('heading', { name: 'February 2026 by day' })).toBeInTheDocument();
    expect(screen.getAllByText('No money came in this month.')).toHaveLength(3);
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/office/money.csv?from=2026-02-01&to=2026-02-28');
    const to = screen.getByLabelText('To');
    await events.clear(to);
    await events.type(to, '2026-01-15');
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    await events.click(screen.getByRole('link', { name: /March 2026/ }));
    expect(await screen.findByRole('heading', { name: 'March 2026 by day' })).toBeInTheDocument();
  });
});

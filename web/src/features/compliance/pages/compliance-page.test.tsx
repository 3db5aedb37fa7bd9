/**
 * /admin/compliance, with the real API: until the office keeps a permitted tyre carrier the page
 * says crews cannot finish a job with tyres; removing one is kept on the server; and the log shows
 * a refrigerant appliance from a finished job, where it went and who recorded it. Fields are found
 * by their labels only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, finishJob, type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const NO_CARRIER = 'No permitted tyre carrier yet: crews cannot mark a job with tyres done until you add one.';

const section = async (title: string) =>
  within((await screen.findByRole('heading', { name: title, level: 2 })).closest('section') ?? document.body);

describe('the compliance page', () => {
  let office: Office;
  beforeAll(async () => {
    office = await startOffice();
  });
  afterAll(() => office.api.stop());

  it('warns until a tyre carrier is kept, and again once it is removed', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/compliance' });
    const partners = await section('Where it goes');
    expect(await partners.findByText(NO_CARRIER)).toBeInTheDocument();
    expect(partners.getByRole('button', { name: 'Add' })).toBeDisabled();
    await events.type(partners.getByLabelText('Name'), 'Peach State Tire');
    await events.type(partners.getByLabelText('Permit or certification number'), 'GA-STC-118');
    await events.click(partners.getByRole('button', { name: 'Add' }));
    expect(await partners.findByText('Permitted tyre carrier · Permit GA-STC-118')).toBeInTheDocument();
    expect(partners.queryByText(NO_CARRIER)).toBeNull();

    await events.click(partners.getByRole('button', { name: 'Remove Peach State Tire' }));
    expect(await partners.findByText(NO_CARRIER)).toBeInTheDocument();
    const kept = await send<{ partners: unknown[] }>(office, 'GET', '/api/office/disposal-partners');
    expect(kept.partners).toEqual([]);
  });

  it('logs a refrigerant appliance of a finished job with who recovered it and who recorded it', async () => {
    const job = await addJob(office, '2026-03-10', { firstName: 'Maria', lastName: 'Lopez', address: '12 Oak St' });
    const invoice = await finishJob(office, job.id, {
      shareEighths: 2,
      items: [{ code: 'fridge', quantity: 1 }],
      compliance: [{ itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #1234', recoveredOn: '2026-03-10' }],
    });
    await renderStaff({ online: office.admin, path: '/admin/compliance' });
    const log = await section('Compliance log');
    const table = within(await log.findByRole('table', { name: 'Compliance log' }));
    const [row] = table.getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(`Invoice ${invoice.number} · Maria Lopez12 Oak St`);
    expect(row).toHaveTextContent('Refrigerator or freezer × 1');
    expect(row).toHaveTextContent('Recovered by Sam Ortiz, EPA 608 #1234 on Tue, Mar 10');
    expect(row).toHaveTextContent(/admin$/);
  });

  it('refuses a date range that ends before it starts: no log and no CSV', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/compliance' });
    const log = await section('Compliance log');
    expect(log.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', expect.stringMatching(/^\/api\//));
    const to = log.getByLabelText('To');
    await events.clear(to);
    await events.type(to, '2020-01-01');
    expect(await log.findByText('Choose a start date on or before the end date.')).toBeInTheDocument();
    await waitFor(() => expect(log.queryByRole('link', { name: 'Download CSV' })).toBeNull());
    expect(log.queryByRole('table')).toBeNull();
  });
});

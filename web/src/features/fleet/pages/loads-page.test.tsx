/**
 * /admin/loads, the office's loads report, with the real API: two loads a crew recorded in March
 * 2026 (one to a recycler, one to a landfill) give that month's loads, tons, diversion rate and
 * dump fees, the month's list with each load's jobs, and a CSV of the month. The page is opened on
 * that month, whatever the day the test runs.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, push, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement;

describe('the loads page', () => {
  let office: Office;
  let jobId: string;
  beforeAll(async () => {
    office = await startOffice();
    const employeeId = (await signInOnline(office.api, 'crew')).user.employeeId ?? '';
    const job = await addJob(office, '2026-03-10', { firstName: 'Maria', lastName: 'Lopez' });
    jobId = job.id;
    const facility = (kind: string, name: string) =>
      send<{ id: string }>(office, 'POST', '/api/office/facilities', { kind, name });
    const load = (facilityId: string, ticketNumber: string, netPounds: number, feeCents: number) => ({
      name: 'recordLoad' as const,
      args: {
        id: crypto.randomUUID(),
        facilityId,
        employeeId,
        ticketNumber,
        material: 'mixed' as const,
        netPounds,
        feeCents,
        dumpedAt: '2026-03-10T18:00:00.000Z',
        shares: [{ appointmentId: job.id, shareEighths: 4 }],
      },
    });
    const recycler = await facility('recycler', 'Metro Scrap');
    const landfill = await facility('landfill', 'Hickory Ridge Landfill');
    await push(office, [load(recycler.id, 'R-1', 1_200, 1_500), load(landfill.id, 'L-7', 800, 4_000)]);
  });
  afterAll(() => office.api.stop());

  it("shows the month's loads, tons, diversion rate and dump fees, and each load with its job", async () => {
    await renderStaff({ online: office.admin, path: '/admin/loads?month=2026-03' });
    expect(await screen.findByRole('heading', { name: 'Loads in March 2026' })).toBeInTheDocument();
    expect(figure('Loads')).toHaveTextContent('Loads2March 2026');
    expect(figure('Tons')).toHaveTextContent('Tons1All weighed');
    expect(figure('Diversion rate')).toHaveTextContent('Diversion rate60%0.6 t reused, recycled or composted');
    expect(figure('Dump fees')).toHaveTextContent('Dump fees$55.00');
    const month = within(screen.getByTestId('month-loads'));
    expect(month.getByText('Tue, Mar 10 · Metro Scrap · ticket R-1')).toBeInTheDocument();
    expect(month.getByText('Tue, Mar 10 · Hickory Ridge Landfill · ticket L-7')).toBeInTheDocument();
    expect(month.getAllByRole('link', { name: 'Maria Lopez' })[0]).toHaveAttribute(
      'href',
      `/admin/appointments/${jobId}`,
    );
    const months = within(screen.getByRole('table', { name: 'Loads by month' }));
    expect(months.getByRole('row', { name: /^March 2026 2 1 0\.6 0 60% \$55\.00 0$/ })).toBeInTheDocument();
  });

  it('a month without loads says so; the CSV covers the month shown and refuses a range that ends first', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/loads?month=2026-02' });
    expect(await screen.findByText('No loads recorded this month.')).toBeInTheDocument();
    const csv = within(screen.getByRole('heading', { name: 'Loads CSV' }).closest('section') as HTMLElement);
    expect(csv.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('from=2026-02-01&to=2026-02-28'),
    );
    await events.clear(csv.getByLabelText('To'));
    await events.type(csv.getByLabelText('To'), '2026-01-31');
    expect(csv.getByText('Choose at most a year, the start on or before the end.')).toBeInTheDocument();
    expect(csv.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});

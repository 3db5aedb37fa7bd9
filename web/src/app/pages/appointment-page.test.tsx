/**
 * /admin/appointments/:id, a job as the office reads it, with the real API: what the server holds
 * (details, the job done with its invoice, punches, loads), and the two forms that write to it,
 * Reschedule and the job's site. Status moves and crew have their own tests
 * (features/jobs/components/status-moves.test.tsx, features/crew/components/job-crew.test.tsx).
 */
import { type AppointmentDetail, formatCents, invoiceNumberLabel, parseSiteLocation } from '@haul/shared';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addJob,
  bookableDate,
  finishJob,
  type Office,
  push,
  send,
  shift,
  startOffice,
} from '../../test/office-server.ts';
import { renderStaff, signInOnline } from '../../test/render-staff.tsx';

const DAY = '2026-03-10';
const NOTES = 'Gate code 4411; dog in the yard';

const panel = async (title: string) =>
  within((await screen.findByRole('heading', { name: title, level: 2 })).closest('section') ?? document.body);

const detailOf = (office: Office, id: string) =>
  send<AppointmentDetail>(office, 'GET', `/api/office/appointments/${id}`);

describe("a job's page", () => {
  let office: Office;
  beforeAll(async () => {
    office = await startOffice();
  });
  afterAll(() => office.api.stop());

  it('shows the job, its job done with the invoice, the punches and the loads the server holds', async () => {
    const crew = await signInOnline(office.api, 'crew');
    const employeeId = crew.user.employeeId ?? '';
    const job = await addJob(office, DAY, { firstName: 'Maria', lastName: 'Lopez', address: '12 Oak St, Decatur, GA' });
    await push(office, [
      { name: 'assignEmployee', args: { appointmentId: job.id, employeeId } },
      ...shift(employeeId, job.id, `${DAY}T14:00:00.000Z`, `${DAY}T16:30:00.000Z`),
    ]);
    const invoice = await finishJob(office, job.id, { officeNotes: NOTES });
    const facility = await send<{ id: string }>(office, 'POST', '/api/office/facilities', {
      kind: 'recycler',
      name: 'Metro Scrap',
    });
    await push(office, [
      {
        name: 'recordLoad',
        args: {
          id: crypto.randomUUID(),
          facilityId: facility.id,
          employeeId,
          ticketNumber: 'T-881',
          material: 'metal',
          netPounds: 640,
          feeCents: 2_500,
          dumpedAt: `${DAY}T17:00:00.000Z`,
          shares: [{ appointmentId: job.id, shareEighths: 4 }],
        },
      },
    ]);

    await renderStaff({ online: office.admin, path: `/admin/appointments/${job.id}` });
    const details = await panel('Maria Lopez');
    expect(details.getByText('Tuesday, March 10, 2026')).toBeInTheDocument();
    expect(details.getByText('12 Oak St, Decatur, GA')).toBeInTheDocument();
    expect(details.getByRole('link', { name: "Customer's jobs and notes" })).toBeInTheDocument();

    const done = await panel('Job done');
    expect(done.getByTestId('office-notes')).toHaveTextContent(`Notes for the office: ${NOTES}`);
    expect(done.getByText(new RegExp(`^Invoice ${invoiceNumberLabel(invoice.number)}:`))).toHaveTextContent(
      `${formatCents(invoice.totalCents)}, ${formatCents(invoice.totalCents)} due`,
    );

    const punches = await panel('Time entries');
    expect(punches.getByText('2.50 h')).toBeInTheDocument();
    expect(punches.getByText(/^Clocked in 0 m from the job site/)).toBeInTheDocument();

    const loads = await panel('Loads');
    expect(await loads.findByTestId('job-loads')).toHaveTextContent(
      `640 lb hauled · 640 lb diverted · dump fees $25.00 against a price of ${formatCents(invoice.totalCents)}`,
    );
    expect(loads.getByText(/Metro Scrap · ticket T-881/)).toBeInTheDocument();
    // A finished job cannot be moved.
    expect(screen.queryByRole('heading', { name: 'Reschedule' })).toBeNull();
  });

  it('Reschedule moves the job on the server, and a day the company never books is refused', async () => {
    const job = await addJob(office, DAY, { firstName: 'Tom', lastName: 'Chen' });
    const { events } = await renderStaff({ online: office.admin, path: `/admin/appointments/${job.id}` });
    const form = await panel('Reschedule');
    const date = form.getByLabelText('New date');
    expect(date).toHaveValue(DAY);

    await events.clear(date);
    await events.type(date, '2020-01-06');
    await events.click(form.getByRole('button', { name: 'Reschedule' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please choose a date starting tomorrow.');
    expect((await detailOf(office, job.id)).appointment.preferredDate).toBe(DAY);

    const open = await bookableDate(office);
    await events.clear(date);
    await events.type(date, open);
    const window = form.getByLabelText('New arrival window');
    const slot = (within(window).getAllByRole('option').at(-1) as HTMLOptionElement).value;
    await events.selectOptions(window, slot);
    await events.click(form.getByRole('button', { name: 'Reschedule' }));
    expect(await form.findByText(`Moved to ${open}, ${slot}.`)).toBeInTheDocument();
    const moved = (await detailOf(office, job.id)).appointment;
    expect([moved.preferredDate, moved.preferredTimeSlot]).toEqual([open, slot]);
  });

  it("a pasted location sets the job's site on the server; text that is not one is refused", async () => {
    const job = await addJob(office, DAY, { firstName: 'Ana', lastName: 'Reyes', site: null });
    const { events } = await renderStaff({ online: office.admin, path: `/admin/appointments/${job.id}` });
    expect((await panel('Ana Reyes')).getByText('No site location yet')).toBeInTheDocument();
    const site = await panel('Job site');
    const field = site.getByLabelText('Map link or “latitude, longitude”');

    await events.type(field, 'behind the church');
    await events.click(site.getByRole('button', { name: 'Use this location' }));
    const unreadable = parseSiteLocation('behind the church');
    expect(unreadable.ok).toBe(false);
    expect(await site.findByRole('alert')).toHaveTextContent(unreadable.ok ? '' : unreadable.reason);

    await events.clear(field);
    await events.type(field, '33.77481, -84.29632');
    await events.click(site.getByRole('button', { name: 'Use this location' }));
    expect(await site.findByText('Site set from the link: 33.77481, -84.29632.')).toBeInTheDocument();
    const stored = (await detailOf(office, job.id)).appointment;
    expect([stored.siteLatitude, stored.siteLongitude]).toEqual([33.77481, -84.29632]);
    expect(await (await panel('Ana Reyes')).findByRole('link', { name: '33.77481, -84.29632' })).toBeInTheDocument();
  });
});

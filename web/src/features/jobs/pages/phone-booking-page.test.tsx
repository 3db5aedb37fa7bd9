/**
 * /admin/phone-booking, the office booking a caller, with the real API: the server applies the
 * booking rules and the window's capacity, a full window is booked only with a reason, and what
 * is booked is on the server. Fields are found by their labels only.
 */
import type { AppointmentPage } from '@haul/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDate, type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

type Events = Awaited<ReturnType<typeof renderStaff>>['events'];

async function fillCaller(events: Events, lastName: string, date: string, slot: string) {
  await events.type(await screen.findByLabelText('First name'), 'Keisha');
  await events.type(screen.getByLabelText('Last name'), lastName);
  await events.type(screen.getByLabelText('Phone'), '(404) 555-0199');
  await events.type(screen.getByLabelText('Email'), 'keisha@example.com');
  await events.type(screen.getByLabelText('Service address'), '9 Elm St, Atlanta, GA 30303');
  await events.selectOptions(screen.getByLabelText('Service'), 'Furniture Removal');
  await events.type(screen.getByLabelText('Date'), date);
  await events.selectOptions(screen.getByLabelText('Arrival window'), slot);
  await events.type(screen.getByLabelText('What needs to go?'), 'A sofa and two chairs');
}

const onServer = async (office: Office, lastName: string) =>
  (await send<AppointmentPage>(office, 'GET', `/api/office/appointments?q=${lastName}`)).items;

describe('phone booking', () => {
  let office: Office;
  let date: string;
  beforeAll(async () => {
    office = await startOffice();
    date = await bookableDate(office);
  });
  afterAll(() => office.api.stop());

  it('books the caller; the server holds the booking and the page links to it', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/phone-booking' });
    const slot = '10:00 AM - 12:00 PM';
    await fillCaller(events, 'Booked', date, slot);
    await events.click(screen.getByRole('checkbox', { name: /The caller agreed to texts/ }));
    await events.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(`Booked Keisha Booked on ${date}, ${slot}.`)).toBeInTheDocument();
    const [stored] = await onServer(office, 'Booked');
    expect(stored).toMatchObject({
      preferredDate: date,
      preferredTimeSlot: slot,
      address: '9 Elm St, Atlanta, GA 30303',
    });
    expect(screen.getByRole('link', { name: 'Open the job' })).toHaveAttribute(
      'href',
      `/admin/appointments/${stored?.id}`,
    );
    // The form is empty for the next caller.
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('refuses an empty form without asking the server', async () => {
    const booked = (await send<AppointmentPage>(office, 'GET', '/api/office/appointments')).total;
    const { events } = await renderStaff({ online: office.admin, path: '/admin/phone-booking' });
    await events.click(await screen.findByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'));
    for (const field of ['Phone', 'Service address', 'Service', 'Date', 'Arrival window'])
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Booked /)).toBeNull();
    expect((await send<AppointmentPage>(office, 'GET', '/api/office/appointments')).total).toBe(booked);
  });

  it('a full window is refused, and booked once a reason to override is given', async () => {
    const slot = '2:00 PM - 4:00 PM';
    await send(office, 'PUT', '/api/office/calendar/date-crews', { date, slot, crews: 0 });
    const { events } = await renderStaff({ online: office.admin, path: '/admin/phone-booking' });
    await fillCaller(events, 'Override', date, slot);
    await events.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/That arrival window is full/)).toBeInTheDocument();
    expect(await onServer(office, 'Override')).toEqual([]);

    await events.type(screen.getByLabelText(/Reason to override a full window/), 'Owner agreed to an extra run');
    await events.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(`Booked Keisha Override on ${date}, ${slot}.`)).toBeInTheDocument();
    expect(await onServer(office, 'Override')).toHaveLength(1);
  });
});

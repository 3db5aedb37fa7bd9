/**
 * /admin/trucks, with the real API: who drives what on a day (the day is the phone's, fixed here),
 * each choice kept on the server for that day only, and a truck removed from the list. Adding
 * trucks and facilities is components/office/kept-list.test.tsx. Fields are found by their labels.
 */
import { type Employee, fullName } from '@haul/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

/** Tuesday 10 March 2026, 10:00 in Atlanta. */
const NOW = '2026-03-10T15:00:00.000Z';

const section = async (title: string) =>
  within((await screen.findByRole('heading', { name: title, level: 2 })).closest('section') ?? document.body);

describe('the trucks page', () => {
  let office: Office;
  let member: Employee;
  let truck: { id: string };
  const truckDays = (date: string) =>
    send<{ truckDays: { employeeId: string; truckId: string }[] }>(
      office,
      'GET',
      `/api/office/truck-days?date=${date}`,
    );
  beforeAll(async () => {
    office = await startOffice();
    const crew = await signInOnline(office.api, 'crew');
    const team = await send<Employee[]>(office, 'GET', '/api/employees');
    member = team.find((e) => e.id === crew.user.employeeId) as Employee;
    truck = await send(office, 'POST', '/api/office/trucks', {
      name: 'Truck 2',
      plate: 'GA 2B',
      capacityCubicYards: 16,
    });
    await send(office, 'POST', '/api/office/trucks', { name: 'Old box truck', plate: 'GA 9Z', capacityCubicYards: 12 });
  });
  afterAll(() => office.api.stop());

  it("puts a crew member on a truck for the day; the next day is that day's own", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/trucks', now: NOW });
    const board = await section('Who drives what');
    expect(board.getByText('Tuesday, March 10, 2026')).toBeInTheDocument();
    const choice = await board.findByLabelText(fullName(member));
    expect(choice).toHaveDisplayValue('No truck');
    await events.selectOptions(choice, 'Truck 2 (GA 2B)');
    await waitFor(async () =>
      expect((await truckDays('2026-03-10')).truckDays).toEqual([
        expect.objectContaining({ employeeId: member.id, truckId: truck.id }),
      ]),
    );

    await events.click(board.getByRole('button', { name: 'Next day' }));
    expect(await board.findByText('Wednesday, March 11, 2026')).toBeInTheDocument();
    await waitFor(() => expect(board.getByLabelText(fullName(member))).toHaveDisplayValue('No truck'));
    expect((await truckDays('2026-03-11')).truckDays).toEqual([]);
  });

  it('removes a truck from the list and from the server', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/trucks', now: NOW });
    const trucks = await section('Trucks');
    await events.click(await trucks.findByRole('button', { name: 'Remove Old box truck' }));
    await waitFor(() => expect(trucks.queryByText('Old box truck')).toBeNull());
    const kept = await send<{ trucks: { name: string }[] }>(office, 'GET', '/api/office/trucks');
    expect(kept.trucks.map((t) => t.name)).toEqual(['Truck 2']);
  });
});

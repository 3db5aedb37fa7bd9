/**
 * The load screen with no signal (issue 27): Today shows the truck and the way to the screen; a
 * donation centre asks for a receipt and the items; a weight it cannot read, or a load without its
 * ticket's photo, is refused in words and nothing is queued. (The photo itself is prepared by the browser's
 * image decoder, which jsdom lacks: e2e/tests/loads.spec.ts records a whole load with its photo.)
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobRow } from '../../../offline/testing/rows.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const NOW = '2026-01-05T15:00:00.000Z';
const AT = '2026-01-05T12:00:00.000Z';
const TRUCK = { id: crypto.randomUUID(), name: 'Truck 2', plate: 'GA RHA 2187', capacityCubicYards: 15, createdAt: AT };

async function openLoadScreen() {
  const view = await renderStaff({
    now: NOW,
    path: '/today',
    device: async (db, user) => {
      const employeeId = user.employeeId ?? '';
      await db
        .synced('appointments')
        .put(jobRow('2026-01-05', { assignedEmployeeIds: [employeeId], lastName: 'Okafor' }));
      await db.synced('trucks').put(TRUCK);
      await db
        .synced('truckDays')
        .put({ id: crypto.randomUUID(), date: '2026-01-05', employeeId, truckId: TRUCK.id, createdAt: AT });
      await db.synced('facilities').bulkPut([
        { id: crypto.randomUUID(), kind: 'landfill', name: 'Hickory Ridge Landfill', address: null, createdAt: AT },
        { id: crypto.randomUUID(), kind: 'donation', name: 'Habitat ReStore', address: null, createdAt: AT },
      ]);
    },
  });
  expect(await screen.findByTestId('today-truck')).toHaveTextContent('Your truck today: Truck 2 (GA RHA 2187)');
  await view.events.click(screen.getByRole('link', { name: 'Record a load' }));
  await screen.findByRole('heading', { name: 'Record a load' });
  await screen.findByLabelText('Where did it go?');
  return view;
}

describe('recording a load offline', () => {
  it('a donation centre asks for the receipt number and the items', async () => {
    const view = await openLoadScreen();
    expect(screen.getByText(/Works offline/)).toBeInTheDocument();
    expect(screen.getByText('Truck: Truck 2 (GA RHA 2187)')).toBeInTheDocument();
    await view.events.selectOptions(screen.getByLabelText('Where did it go?'), ['Habitat ReStore — Donation centre']);
    expect(screen.getByLabelText('Receipt number')).toBeInTheDocument();
    expect(screen.getByLabelText('Items donated')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo of the receipt')).toBeInTheDocument();
  });

  it('refuses a weight it cannot read, and a load with no photo, in words, queueing nothing', async () => {
    const view = await openLoadScreen();
    await view.events.selectOptions(screen.getByLabelText('Where did it go?'), ['Hickory Ridge Landfill — Landfill']);
    await view.events.type(screen.getByLabelText('Ticket number'), 'HR-1');
    await view.events.type(screen.getByLabelText('Net weight in pounds (from the ticket)'), '12.5');
    await view.events.click(screen.getByRole('button', { name: 'Save load' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the net weight in whole pounds');
    await view.events.clear(screen.getByLabelText('Net weight in pounds (from the ticket)'));
    await view.events.type(screen.getByLabelText('Net weight in pounds (from the ticket)'), '1,240');
    await view.events.click(screen.getByRole('button', { name: 'Save load' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Take a photo of the ticket.');
    const db = view.deviceDb();
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });
});

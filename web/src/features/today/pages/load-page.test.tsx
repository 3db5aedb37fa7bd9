/**
 * The load screen with no signal (decision 0200): Today shows the truck and the way to the screen; a
 * donation centre asks for a receipt and the items; a weight it cannot read, a load with no job,
 * or one without its ticket's photo, is refused in words and nothing is queued; a whole load is
 * saved with its photo first. (jsdom has no image decoder or canvas: the saving test stands in
 * the two browser calls `preparePhoto` makes; e2e/tests/loads.spec.ts records a load in Chromium.)
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the jobs that were on this load');
    expect(screen.getByLabelText('Net weight in pounds (from the ticket)')).toHaveAttribute('aria-invalid', 'false');
    await view.events.click(screen.getByRole('checkbox', { name: /Okafor/ }));
    await view.events.click(screen.getByRole('button', { name: 'Save load' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Take a photo of the ticket.');
    expect(screen.getByLabelText('Photo of the ticket')).toHaveAttribute('aria-invalid', 'true');
    const db = view.deviceDb();
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });

  it('refuses a fee it cannot read under the fee, and saves nothing', async () => {
    const view = await openLoadScreen();
    await view.events.selectOptions(screen.getByLabelText('Where did it go?'), ['Hickory Ridge Landfill — Landfill']);
    await view.events.type(screen.getByLabelText('Fee paid ($)'), '46.5.0');
    await view.events.click(screen.getByRole('button', { name: 'Save load' }));
    const fee = screen.getByLabelText('Fee paid ($)');
    await vi.waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'));
    expect(fee).toHaveAccessibleDescription('Fee: Enter an amount such as 25.00 (0 when there was none).');
    expect(screen.getByLabelText('Ticket number')).toHaveAccessibleDescription('Enter the ticket number.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the ticket number.');
    const db = view.deviceDb();
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });

  describe('with a photo', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('saves the ticket photo, then the load, and empties the form for the next one', async () => {
      // The browser's decoder and canvas (jsdom has neither): a 1600 × 1200 picture, encoded as JPEG bytes.
      vi.stubGlobal('createImageBitmap', async () => ({ width: 1600, height: 1200, close() {} }));
      vi.stubGlobal(
        'OffscreenCanvas',
        class {
          getContext = () => ({ drawImage() {} });
          convertToBlob = async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
        },
      );
      const view = await openLoadScreen();
      await view.events.selectOptions(screen.getByLabelText('Where did it go?'), ['Hickory Ridge Landfill — Landfill']);
      await view.events.type(screen.getByLabelText('Ticket number'), ' HR-77 ');
      await view.events.type(screen.getByLabelText('Net weight in pounds (from the ticket)'), '1,240 lb');
      await view.events.type(screen.getByLabelText('Fee paid ($)'), '$46.50');
      await view.events.click(screen.getByRole('checkbox', { name: /Okafor/ }));
      await view.events.selectOptions(screen.getByRole('combobox', { name: 'Share' }), ['6/8 truck']);
      const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'ticket.jpg', { type: 'image/jpeg' });
      await view.events.upload(screen.getByLabelText('Photo of the ticket'), photo);
      await view.events.click(screen.getByRole('button', { name: 'Save load' }));

      expect(await screen.findByText('Load saved on this phone', { exact: true })).toBeInTheDocument();
      const mine = await screen.findByTestId('today-loads');
      expect(within(mine).getByText('Hickory Ridge Landfill · HR-77')).toBeInTheDocument();
      expect(mine).toHaveTextContent('1,240 lb · $46.50 · Waiting to send');
      expect(screen.getByLabelText('Ticket number')).toHaveValue('');
      expect(screen.getByLabelText('Where did it go?')).toHaveDisplayValue('Hickory Ridge Landfill — Landfill');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      const db = view.deviceDb();
      const [photoRow, loadRow] = await db.outbox.toArray();
      db.close();
      expect([photoRow?.name, loadRow?.name]).toEqual(['recordJobPhoto', 'recordLoad']);
      const photoArgs = photoRow?.args as { id: string; photoType: string } | undefined;
      expect(photoArgs?.photoType).toBe('ticket');
      expect(photoArgs?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(loadRow?.args).toMatchObject({
        ticketNumber: 'HR-77',
        netPounds: 1240,
        volumeTenths: null,
        feeCents: 4650,
        material: 'mixed',
        truckId: TRUCK.id,
        photoId: photoArgs?.id,
        shares: [{ shareEighths: 6 }],
      });
    });
  });
});

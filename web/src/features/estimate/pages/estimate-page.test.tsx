/**
 * Job done on the estimate screen, with no signal (issue 24 §4): a job with tyres and a fridge
 * waits for the tyre carrier and for who recovered the refrigerant before "Mark job done", says
 * what is missing in words, and queues `completeJob` with both records.
 */
import { type EstimateSelection, estimateLinesHash, type PriceBook, priceEstimate, shareLabel } from '@haul/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobRow } from '../../../offline/testing/rows.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const NOW = '2026-01-05T15:00:00.000Z';
const AT = '2026-01-05T12:00:00.000Z';
const book: PriceBook = {
  id: crypto.randomUUID(),
  number: 1,
  tiers: Array.from({ length: 9 }, (_, e) => ({ eighths: e, label: shareLabel(e), priceCents: 17_900 + e * 10_000 })),
  items: [
    { code: 'fridge', label: 'Refrigerator or freezer', priceCents: 11_900, compliance: 'refrigerant' },
    { code: 'tyre', label: 'Tyre', priceCents: 2_500, compliance: 'tyre' },
  ],
  surcharges: [],
  note: null,
  createdBy: null,
  createdAt: AT,
};
const CARRIER_ID = crypto.randomUUID();

async function openJobDone(withCarrier: boolean) {
  const selection: EstimateSelection = {
    priceBookNumber: 1,
    shareEighths: 2,
    items: [
      { code: 'fridge', quantity: 1 },
      { code: 'tyre', quantity: 2 },
    ],
    surcharges: [],
  };
  const priced = priceEstimate(book, 1, selection);
  if (!priced.ok) throw new Error(priced.message);
  const linesHash = await estimateLinesHash(priced);
  let jobId = '';
  const view = await renderStaff({
    now: NOW,
    path: '/today',
    device: async (db, user) => {
      const job = jobRow('2026-01-05', { assignedEmployeeIds: [user.employeeId ?? ''] });
      jobId = job.id;
      await db.synced('appointments').put(job);
      await db.synced('priceBooks').put(book);
      await db.synced('estimates').put({
        id: crypto.randomUUID(),
        appointmentId: job.id,
        priceBookNumber: 1,
        selection,
        lines: priced.lines,
        totalCents: priced.totalCents,
        linesHash,
        signedHash: linesHash,
        signerName: 'Lena Park',
        signedAt: AT,
        signaturePng: 'data:image/png;base64,AAAA',
        recordedBy: null,
        createdAt: AT,
        updatedAt: AT,
        version: null,
      });
      if (withCarrier)
        await db.synced('disposalPartners').put({
          id: CARRIER_ID,
          kind: 'tyre_carrier',
          name: 'Peach State Tire Haulers',
          permit: 'GA-STC-0427',
          createdAt: AT,
        });
    },
  });
  await view.events.click(await screen.findByRole('link', { name: /estimate/i }));
  await screen.findByRole('region', { name: 'Job done' });
  return { view, jobId };
}

const markDone = () => screen.getByRole('button', { name: 'Mark job done' });

describe('job done: compliance on the line items', () => {
  it('with no tyre carrier configured, the job cannot be done and the phone says why', async () => {
    await openJobDone(false);
    expect(screen.getAllByText(/No permitted tyre carrier is set up/).length).toBeGreaterThan(0);
    expect(markDone()).toBeDisabled();
  });

  it('waits for the carrier and who recovered the refrigerant, then queues both records', async () => {
    const { view, jobId } = await openJobDone(true);
    expect(markDone()).toBeDisabled();
    expect(screen.getByTestId('compliance-missing')).toHaveTextContent('say who recovered the refrigerant');
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Where the refrigerant goes' }), [
      'Recovered by a certified technician',
    ]);
    await view.events.type(
      screen.getByRole('textbox', { name: 'Recovered by (name and EPA 608 certification number)' }),
      'Sam Ortiz, EPA 608 #1234',
    );
    expect(screen.getByTestId('compliance-missing')).toHaveTextContent('choose the permitted carrier');
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Permitted carrier the 2 tyres go to' }), [
      'Peach State Tire Haulers (permit GA-STC-0427)',
    ]);
    expect(screen.queryByTestId('compliance-missing')).not.toBeInTheDocument();
    expect(markDone()).toBeEnabled();
    await view.events.click(markDone());
    expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument();

    const db = view.deviceDb();
    const [queued] = await db.outbox.toArray();
    db.close();
    expect(queued?.name).toBe('completeJob');
    expect(queued?.args).toMatchObject({
      appointmentId: jobId,
      compliance: [
        { itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #1234', recoveredOn: '2026-01-05' },
        { itemCode: 'tyre', partnerId: CARRIER_ID },
      ],
    });
  });
});

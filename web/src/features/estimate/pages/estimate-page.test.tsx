/**
 * The estimate screen, with no signal: pricing and saving an estimate; the customer's printed
 * name refused when too long; job done (decision 0231): a job with tyres and a fridge waits for the
 * tyre carrier and for who recovered the refrigerant before "Mark job done", says what is missing
 * in words, refuses notes it cannot store, and queues `completeJob` with both records; the card
 * reader's payment, refused above what is due and recorded to the cent. (Drawing the signature
 * needs a canvas, which jsdom lacks: e2e/tests/estimate.spec.ts signs in Chromium.)
 */
import {
  centsAsDecimal,
  type EstimateSelection,
  estimateLinesHash,
  formatCents,
  type PriceBook,
  priceEstimate,
  shareLabel,
} from '@haul/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

interface Setup {
  withCarrier?: boolean;
  /** The job's estimate: none yet, saved but not signed, or signed (the default). */
  estimate?: 'none' | 'unsigned' | 'signed';
  /** An open invoice of the signed estimate, $19.99 of it already paid. */
  invoice?: boolean;
}

async function openEstimate({ withCarrier = false, estimate = 'signed', invoice = false }: Setup = {}) {
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
      if (estimate === 'none') return;
      const estimateId = crypto.randomUUID();
      await db.synced('estimates').put({
        id: estimateId,
        appointmentId: job.id,
        priceBookNumber: 1,
        selection,
        lines: priced.lines,
        totalCents: priced.totalCents,
        linesHash,
        signedHash: estimate === 'signed' ? linesHash : null,
        signerName: estimate === 'signed' ? 'Lena Park' : null,
        signedAt: estimate === 'signed' ? AT : null,
        signaturePng: estimate === 'signed' ? 'data:image/png;base64,AAAA' : null,
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
      if (invoice)
        await db.synced('invoices').put({
          id: crypto.randomUUID(),
          number: 7,
          appointmentId: job.id,
          estimateId,
          priceBookNumber: 1,
          lines: priced.lines,
          totalCents: priced.totalCents,
          paidCents: 1_999,
          refundedCents: 0,
          status: 'open',
          publicPath: '/api/invoices/public/token',
          customerName: 'Lena Park',
          signerName: 'Lena Park',
          signedAt: AT,
          sendStatus: 'ready',
          issuedAt: AT,
          voidReason: null,
        });
    },
  });
  await view.events.click(await screen.findByRole('link', { name: /estimate/i }));
  await screen.findByRole('region', { name: 'Total' });
  return { view, jobId, totalCents: priced.totalCents };
}

async function openJobDone(withCarrier: boolean) {
  const opened = await openEstimate({ withCarrier });
  await screen.findByRole('region', { name: 'Job done' });
  return opened;
}

async function outbox(view: Awaited<ReturnType<typeof renderStaff>>) {
  const db = view.deviceDb();
  const queued = await db.outbox.toArray();
  db.close();
  return queued;
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

describe('the estimate', () => {
  it('refuses to save an estimate with nothing on it, then saves the share picked, priced', async () => {
    const { view, jobId } = await openEstimate({ estimate: 'none' });
    const save = screen.getByRole('button', { name: 'Save estimate' });
    await view.events.click(screen.getByRole('button', { name: /Items only/ }));
    expect(screen.getByRole('region', { name: 'Total' })).toHaveTextContent('Pick a truck share or at least one item');
    expect(save).toBeDisabled();

    await view.events.click(screen.getByRole('button', { name: /1\/4 truck/ }));
    await view.events.click(screen.getByRole('button', { name: 'One more Tyre' }));
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('$404.00');
    await view.events.click(save);
    await vi.waitFor(async () => expect(await outbox(view)).toHaveLength(1));
    const [queued] = await outbox(view);
    expect(queued?.name).toBe('saveEstimate');
    expect(queued?.args).toMatchObject({
      appointmentId: jobId,
      selection: { priceBookNumber: 1, shareEighths: 2, items: [{ code: 'tyre', quantity: 1 }], surcharges: [] },
      totalCents: 40_400,
    });
  });

  describe('the customer’s approval', () => {
    // jsdom has no canvas: a 2D context that draws nothing, and a one-pixel PNG for what it drew.
    beforeEach(() => {
      const drawsNothing: object = new Proxy({}, { get: () => () => undefined, set: () => true });
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(drawsNothing as CanvasRenderingContext2D);
      vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      );
    });
    afterEach(() => vi.restoreAllMocks());

    /** The customer's printed name, and their finger across the pad. */
    async function sign(view: Awaited<ReturnType<typeof renderStaff>>, signer: string) {
      await view.events.click(await screen.findByLabelText('Customer’s printed name'));
      await view.events.paste(signer);
      const pad = screen.getByRole('region', { name: 'Customer approval' }).querySelector('canvas');
      if (!pad) throw new Error('no signature pad');
      await view.events.pointer([
        { keys: '[MouseLeft>]', target: pad, coords: { clientX: 10, clientY: 10 } },
        { target: pad, coords: { clientX: 60, clientY: 30 } },
        { keys: '[/MouseLeft]', target: pad, coords: { clientX: 90, clientY: 40 } },
      ]);
      await view.events.click(screen.getByRole('button', { name: /^Approve / }));
    }

    it('refuses a printed name longer than the signature keeps, and signs nothing', async () => {
      const { view } = await openEstimate({ estimate: 'unsigned' });
      await sign(view, 'L'.repeat(101));
      const name = screen.getByLabelText('Customer’s printed name');
      await vi.waitFor(() => expect(name).toHaveAccessibleDescription('Must be at most 100 characters'));
      expect(await outbox(view)).toEqual([]);
    });

    it('signs with the printed name, trimmed', async () => {
      const { view } = await openEstimate({ estimate: 'unsigned' });
      await sign(view, '  Lena Park ');
      await vi.waitFor(async () => expect(await outbox(view)).toHaveLength(1));
      const [queued] = await outbox(view);
      expect(queued?.name).toBe('signEstimate');
      expect(queued?.args).toMatchObject({ signerName: 'Lena Park' });
    });
  });
});

describe('job done: notes for the office', () => {
  it('refuses notes with a character it cannot store, and marks nothing done', async () => {
    const { view } = await openJobDone(true);
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Where the refrigerant goes' }), [
      'Recovered by a certified technician',
    ]);
    await view.events.type(
      screen.getByRole('textbox', { name: 'Recovered by (name and EPA 608 certification number)' }),
      'Sam Ortiz, EPA 608 #1234',
    );
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Permitted carrier the 2 tyres go to' }), [
      'Peach State Tire Haulers (permit GA-STC-0427)',
    ]);
    const notes = screen.getByLabelText('Notes for the office (optional)');
    await view.events.click(notes);
    await view.events.paste('Gate code \u0007 1234');
    await view.events.click(markDone());
    await vi.waitFor(() => expect(notes).toHaveAccessibleDescription('Must not contain control characters'));
    expect(await outbox(view)).toEqual([]);
  });
});

describe('paid on the card reader', () => {
  const amount = () => screen.getByLabelText('Amount ($)');
  const fillCard = async (view: Awaited<ReturnType<typeof renderStaff>>, dollars: string) => {
    await view.events.clear(amount());
    await view.events.type(amount(), dollars);
    await view.events.type(screen.getByLabelText('Card’s last four digits'), '4242');
    await view.events.type(screen.getByLabelText('Approval code (on the reader’s receipt)'), ' A7X91Q');
  };

  it('offers what is due, and refuses more than that', async () => {
    const { view, totalCents } = await openEstimate({ invoice: true });
    expect(amount()).toHaveValue(centsAsDecimal(totalCents - 1_999));
    await fillCard(view, '999.99');
    await view.events.click(screen.getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() =>
      expect(amount()).toHaveAccessibleDescription(`At most the ${formatCents(totalCents - 1_999)} due`),
    );
    expect(await outbox(view)).toEqual([]);
  });

  it('records the payment to the cent', async () => {
    const { view, jobId } = await openEstimate({ invoice: true });
    await fillCard(view, '$100.10');
    await view.events.click(screen.getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(async () => expect(await outbox(view)).toHaveLength(1));
    const [queued] = await outbox(view);
    expect(queued?.name).toBe('recordCardPayment');
    expect(queued?.args).toMatchObject({
      appointmentId: jobId,
      amountCents: 10_010,
      cardLast4: '4242',
      approvalCode: 'A7X91Q',
    });
  });
});

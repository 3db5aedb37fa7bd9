/**
 * Compliance on the line items (decision 0231): a tyre line cannot be completed
 * while the office has no permitted carrier, nor without naming one; a refrigerant appliance
 * needs who recovered it and when, or a certified recycler; REST and sync alike, a refusal
 * changing nothing. The office's partners sync to phones; the log and its CSV read back what
 * the crew recorded. Admin-only routes.
 */
import { randomUUID } from 'node:crypto';
import { type DisposalPartner, type PriceBook, PriceBookSchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, useHarness } from './harness.ts';
import { done, signedJob } from './invoice-support.ts';
import { mutation, pullAll, pushOk } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let crew: string;
let book: PriceBook;

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
  book = PriceBookSchema.parse(
    await (await h.json('GET', '/api/price-books/current', undefined, { cookie: crew })).json(),
  );
});

const tyresAndFridge = {
  items: [
    { code: 'tyre', quantity: 4 },
    { code: 'fridge', quantity: 1 },
  ],
};

async function addPartner(kind: DisposalPartner['kind'], name: string, permit: string) {
  const res = await h.json('POST', '/api/office/disposal-partners', { kind, name, permit }, { cookie: admin });
  expect(res.status).toBe(201);
  return (await res.json()) as DisposalPartner;
}

const jobState = async (appointmentId: string) => {
  const [job] = await h.db.sql`select status from appointments where id = ${appointmentId}`;
  const invoices = await h.db.sql`select id from invoices where appointment_id = ${appointmentId}`;
  const records = await h.db.sql`select id from compliance_records where appointment_id = ${appointmentId}`;
  return { status: job?.status, invoices: invoices.length, records: records.length };
};

describe('compliance on the line items', () => {
  it('refuses a tyre line while no permitted carrier is configured, and changes nothing', async () => {
    const { appointmentId } = await signedJob(h, { admin, book }, crew, [h.crewEmployeeId], tyresAndFridge);
    const before = await jobState(appointmentId);
    const res = await h.json(
      'POST',
      '/api/invoices/complete',
      { ...done(appointmentId), compliance: [{ itemCode: 'tyre', partnerId: randomUUID() }] },
      { cookie: crew },
    );
    expect(res.status).toBe(422);
    const error = await readError(res);
    expect(error.code).toBe('no_tyre_carrier');
    expect(error.message).toContain('Admin → Compliance');
    expect(await jobState(appointmentId)).toEqual(before);
  });

  it('only the office manages partners; they sync to the crew’s phones', async () => {
    const refused = await h.json(
      'POST',
      '/api/office/disposal-partners',
      { kind: 'tyre_carrier', name: 'Crew Co', permit: 'X' },
      { cookie: crew },
    );
    expect(refused.status).toBe(403);
    const bad = await h.json(
      'POST',
      '/api/office/disposal-partners',
      { kind: 'landfill', name: '', permit: 'X' },
      { cookie: admin },
    );
    expect(bad.status).toBe(400);
    const carrier = await addPartner('tyre_carrier', 'Peach State Tire Haulers', 'GA-STC-0427');
    const { rows } = await pullAll(h, crew);
    expect(rows.get(carrier.id)).toMatchObject({ kind: 'tyre_carrier', name: 'Peach State Tire Haulers' });
    const gone = await addPartner('tyre_carrier', 'Old Carrier LLC', 'GA-STC-0001');
    expect(
      (await h.json('DELETE', `/api/office/disposal-partners/${gone.id}`, undefined, { cookie: admin })).status,
    ).toBe(204);
    expect(
      (await h.json('DELETE', `/api/office/disposal-partners/${gone.id}`, undefined, { cookie: admin })).status,
    ).toBe(404);
    const list = (await (
      await h.json('GET', '/api/office/disposal-partners', undefined, { cookie: admin })
    ).json()) as {
      partners: DisposalPartner[];
    };
    expect(list.partners.map((p) => p.name)).toEqual(['Peach State Tire Haulers']);
  });

  it('needs the carrier for tyres and who recovered the refrigerant (or a recycler), on REST and sync', async () => {
    const [carrier] = (
      (await (await h.json('GET', '/api/office/disposal-partners', undefined, { cookie: admin })).json()) as {
        partners: DisposalPartner[];
      }
    ).partners;
    if (!carrier) throw new Error('no carrier');
    const recycler = await addPartner('refrigerant_recycler', 'Metro Appliance Recycling', 'EPA-608-RC-88');
    const { appointmentId } = await signedJob(h, { admin, book }, crew, [h.crewEmployeeId], tyresAndFridge);
    const before = await jobState(appointmentId);

    const attempts = [
      [], // nothing recorded
      [{ itemCode: 'tyre', partnerId: carrier.id }], // the fridge is missing
      [
        { itemCode: 'tyre', partnerId: recycler.id }, // a recycler is not a tyre carrier
        { itemCode: 'fridge', partnerId: recycler.id },
      ],
      [
        { itemCode: 'tyre', partnerId: carrier.id },
        { itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #1234' }, // no date
      ],
    ];
    for (const compliance of attempts) {
      const res = await h.json(
        'POST',
        '/api/invoices/complete',
        { ...done(appointmentId), compliance },
        { cookie: crew },
      );
      expect(res.status).toBe(422);
      expect((await readError(res)).code).toBe('compliance_missing');
    }
    // The same refusal through the phone's sync push, kept for the office to see.
    const { results } = await pushOk(h, crew, randomUUID(), [mutation(1, 'completeJob', { ...done(appointmentId) })]);
    expect(results[0]).toMatchObject({ status: 'rejected', error: { code: 'compliance_missing' } });
    expect(await jobState(appointmentId)).toEqual(before);

    const ok = await h.json(
      'POST',
      '/api/invoices/complete',
      {
        ...done(appointmentId),
        compliance: [
          { itemCode: 'tyre', partnerId: carrier.id },
          { itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #1234', recoveredOn: '2025-01-06' },
        ],
      },
      { cookie: crew },
    );
    expect(ok.status).toBe(201);
    expect(await jobState(appointmentId)).toMatchObject({ status: 'completed', invoices: 1, records: 2 });

    // A job with no refrigerant or tyre line needs nothing.
    const plain = await signedJob(h, { admin, book }, crew, [h.crewEmployeeId]);
    expect((await h.json('POST', '/api/invoices/complete', done(plain.appointmentId), { cookie: crew })).status).toBe(
      201,
    );
  });

  it('the office reads the log and its CSV; the crew cannot', async () => {
    const range = 'from=2025-01-01&to=2025-01-31';
    expect((await h.json('GET', `/api/office/compliance-log?${range}`, undefined, { cookie: crew })).status).toBe(403);
    const res = await h.json('GET', `/api/office/compliance-log?${range}`, undefined, { cookie: admin });
    expect(res.status).toBe(200);
    const { rows } = (await res.json()) as { rows: Record<string, unknown>[] };
    expect(rows.map((r) => [r.kind, r.quantity, r.partnerName, r.partnerPermit, r.recoveredBy, r.recoveredOn])).toEqual(
      [
        ['refrigerant', 1, null, null, 'Sam Ortiz, EPA 608 #1234', '2025-01-06'],
        ['tyre', 4, 'Peach State Tire Haulers', 'GA-STC-0427', null, null],
      ],
    );
    const csv = await h.json('GET', `/api/office/compliance-log.csv?${range}`, undefined, { cookie: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for spreadsheets
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Tyres');
    expect(text).toContain('GA-STC-0427');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    const backwards = await h.json('GET', '/api/office/compliance-log?from=2025-02-01&to=2025-01-01', undefined, {
      cookie: admin,
    });
    expect(backwards.status).toBe(400);
  });
});

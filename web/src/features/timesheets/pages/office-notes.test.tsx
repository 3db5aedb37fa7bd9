/**
 * The crew's notes reach the office's desk (decision 0245), with the real API: the
 * clock-out notes of a punch and the job-done notes for the office show on the timesheet day and
 * in the review queue, where the job's entries are listed.
 */
import {
  calendarDateOf,
  type EstimateSelection,
  estimateLinesHash,
  PriceBookSchema,
  priceEstimate,
  weekStartOf,
} from '@haul/shared';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../../offline/outbox.ts';
import { signIn, startApi, type TestApi } from '../../../offline/testing/api-server.ts';
import { makeDevice, punchAt, SITE, seedJob } from '../../../offline/testing/devices.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const CLOCK_OUT_NOTES = 'Took the long way, bridge closed';
const JOB_NOTES = 'Side gate sticks; lift it';

describe("the crew's notes on the office's timesheet day and review queue", () => {
  let api: TestApi;
  let employeeId: string;
  let clockedInAt: Date;

  beforeAll(async () => {
    api = await startApi();
    const seeded = await seedJob(api);
    employeeId = seeded.employeeId;
    const { appointmentId, admin } = seeded;
    // The crew member clocks in away from the site (flagged for review) and out with notes.
    clockedInAt = new Date(Date.now() - 2 * 3_600_000);
    const crew = await makeDevice(api, 'crew');
    const punch = {
      ...punchAt(employeeId, appointmentId, clockedInAt),
      latitude: SITE.latitude + 0.003,
      outsideReason: 'Parked at the church lot',
    };
    await mutate(crew.db, 'clockIn', punch);
    await mutate(crew.db, 'clockOut', {
      employeeId,
      timeEntryId: punch.id,
      clockOutTime: new Date(clockedInAt.getTime() + 3_600_000).toISOString(),
      latitude: SITE.latitude,
      longitude: SITE.longitude,
      notes: CLOCK_OUT_NOTES,
    });
    if ((await crew.engine.syncNow()) !== 'ok') throw new Error('the punch did not sync');
    // The job is priced, signed and marked done with notes for the office.
    const cookie = await signIn(api, 'admin');
    const book = PriceBookSchema.parse(
      await (await fetch(`${api.url}/api/price-books/current`, { headers: { cookie } })).json(),
    );
    const selection: EstimateSelection = {
      priceBookNumber: book.number,
      shareEighths: 4,
      items: [],
      surcharges: [],
    };
    const priced = priceEstimate(book, book.number, selection);
    if (!priced.ok) throw new Error(priced.message);
    const estimateId = crypto.randomUUID();
    const linesHash = await estimateLinesHash(priced);
    await mutate(admin.db, 'saveEstimate', {
      id: estimateId,
      appointmentId,
      selection,
      totalCents: priced.totalCents,
      linesHash,
    });
    await mutate(admin.db, 'signEstimate', {
      estimateId,
      linesHash,
      signerName: 'Keisha Long',
      signedAt: new Date().toISOString(),
      strokes: [{ points: [{ x: 1, y: 1 }] }],
      png: PNG,
    });
    await mutate(admin.db, 'completeJob', {
      appointmentId,
      finalShareEighths: 4,
      completedAt: new Date().toISOString(),
      officeNotes: JOB_NOTES,
    });
    if ((await admin.engine.syncNow()) !== 'ok') throw new Error('the job was not marked done');
    const detail = await (
      await fetch(`${api.url}/api/office/appointments/${appointmentId}`, { headers: { cookie } })
    ).json();
    if (detail.done?.officeNotes !== JOB_NOTES)
      throw new Error(`the job was not marked done: ${JSON.stringify(detail.done)}`);
  });
  afterAll(() => api.stop());

  it("the timesheet day shows the entry's clock-out notes and the job's notes for the office", async () => {
    const day = calendarDateOf(clockedInAt);
    await renderStaff({
      online: await signInOnline(api, 'admin'),
      path: `/admin/timesheets?week=${weekStartOf(day)}&employee=${employeeId}&day=${day}`,
    });
    const heading = await screen.findByRole('heading', { level: 2, name: /—/ });
    const detail = within(heading.closest('section') ?? document.body);
    expect(await detail.findByText(CLOCK_OUT_NOTES)).toBeInTheDocument();
    expect(detail.getByText('Clock-out notes')).toBeInTheDocument();
    expect(detail.getByText(JOB_NOTES)).toBeInTheDocument();
    expect(detail.getByText('Job notes')).toBeInTheDocument();
  });

  it('the review queue shows them on the flagged entry', async () => {
    await renderStaff({ online: await signInOnline(api, 'admin'), path: '/admin/review' });
    const notes = await screen.findByText(CLOCK_OUT_NOTES);
    const item = within(notes.closest('article') ?? document.body);
    expect(item.getByText(JOB_NOTES)).toBeInTheDocument();
    expect(item.getByText('Job notes')).toBeInTheDocument();
  });
});

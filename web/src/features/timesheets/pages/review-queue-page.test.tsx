/**
 * /admin/review, punches the office checks, with the real API: two clock-ins made away from the
 * site. Approve takes one off the queue on the server; a correction needs a reason, is refused
 * when it overlaps another entry, and otherwise is kept with the phone's times beside it.
 */
import type { ReviewQueue, TimesheetWeek } from '@haul/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, push, send, shift, startOffice } from '../../../test/office-server.ts';
import { renderStaff, signInOnline } from '../../../test/render-staff.tsx';

describe('the review queue', () => {
  let office: Office;
  const queue = () => send<ReviewQueue>(office, 'GET', '/api/office/review-queue');
  beforeAll(async () => {
    office = await startOffice();
    const employeeId = (await signInOnline(office.api, 'crew')).user.employeeId ?? '';
    const job = await addJob(office, '2026-03-10', { firstName: 'Maria', lastName: 'Lopez' });
    await push(office, [
      ...shift(employeeId, job.id, '2026-03-10T13:00:00.000Z', '2026-03-10T15:00:00.000Z', {
        outsideReason: 'Parked at the church lot',
      }),
      ...shift(employeeId, job.id, '2026-03-11T13:00:00.000Z', '2026-03-11T15:00:00.000Z', {
        outsideReason: 'Street closed for a parade',
      }),
    ]);
  });
  afterAll(() => office.api.stop());

  const item = (reason: string) =>
    screen.findByText(reason).then((text) => within(text.closest('article') as HTMLElement));

  it('lists the flagged entries, oldest first; Approve takes one off the queue on the server', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/review' });
    expect(await screen.findByText('2 entries need review.')).toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(titles).toEqual([expect.stringMatching(/, Mar 10, 9:00 AM$/), expect.stringMatching(/, Mar 11, 9:00 AM$/)]);
    const first = await item('Parked at the church lot');
    await events.click(first.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/^Approved .*'s entry\.$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Parked at the church lot')).toBeNull());
    expect((await queue()).items.map((e) => e.outsideReason)).toEqual(['Street closed for a parade']);
  });

  it('a correction needs a reason, is refused over another entry, and is kept with the phone’s times', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/review' });
    const entry = await item('Street closed for a parade');
    await events.click(entry.getByRole('button', { name: 'Correct times' }));
    await events.click(entry.getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(entry.getByLabelText('Reason for the correction')).toHaveAttribute('aria-invalid', 'true'),
    );

    // Moved onto the day before, over the approved entry's hours.
    const setDate = async (label: string, date: string) => {
      await events.clear(entry.getByLabelText(label));
      await events.type(entry.getByLabelText(label), date);
    };
    await setDate('Clock-in date', '2026-03-10');
    await setDate('Clock-out date', '2026-03-10');
    await events.type(entry.getByLabelText('Reason for the correction'), 'Started earlier');
    await events.click(entry.getByRole('button', { name: 'Save correction' }));
    expect(await entry.findByRole('alert')).toHaveTextContent(
      'These times overlap another entry of the same person (Mar 10, 9:00 AM – Mar 10, 11:00 AM). Correct or void that one first.',
    );

    await setDate('Clock-in date', '2026-03-11');
    await setDate('Clock-out date', '2026-03-11');
    await events.clear(entry.getByLabelText('Clock-in time'));
    await events.type(entry.getByLabelText('Clock-in time'), '08:30');
    await events.click(entry.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText(/^Corrected .*'s entry\.$/)).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing to review. Every flagged entry has been approved or corrected.'),
    ).toBeInTheDocument();

    const week = await send<TimesheetWeek>(office, 'GET', '/api/office/timesheets?week=2026-03-09');
    const corrected = week.entries.find((e) => e.outsideReason === 'Street closed for a parade');
    expect(corrected?.effectiveClockIn).toBe('2026-03-11T12:30:00.000Z');
    expect(corrected?.clockInTime).toBe('2026-03-11T13:00:00.000Z');
    expect(corrected?.correction?.reason).toBe('Started earlier');
  });
});

/**
 * /admin/calendar, the office's closed days and crews, with the real API: the observed holidays,
 * closing a day (a booking on it stays booked and is listed to move), reopening it, a rule that is
 * not a day refused, and the crews per window by weekday and by date, each kept on the server.
 */
import { addDays, type CalendarSettings, calendarDateOf, formatLongDate } from '@haul/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob, type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

const panel = async (title: string) =>
  within((await screen.findByRole('heading', { name: title, level: 2 })).closest('section') ?? document.body);

describe('the calendar page', () => {
  let office: Office;
  const settings = () => send<CalendarSettings>(office, 'GET', '/api/office/calendar');
  beforeAll(async () => {
    office = await startOffice();
  });
  afterAll(() => office.api.stop());

  it('lists the observed holidays by their rule', async () => {
    await renderStaff({ online: office.admin, path: '/admin/calendar' });
    const closed = await panel('Closed days');
    expect(closed.getByText('Thanksgiving Day')).toBeInTheDocument();
    expect(closed.getByText(/^Every year on the 4th Thursday of November · next: /)).toBeInTheDocument();
    expect(closed.getByText(/^Every year on the last Monday of May/)).toBeInTheDocument();
  });

  it('closes a day: its booking stays and is listed to move; Reopen opens it again', async () => {
    // A day ahead of the server's today, so the booking on it is still to come.
    const day = addDays(calendarDateOf(new Date()), 20);
    const job = await addJob(office, day, { firstName: 'Maria', lastName: 'Lopez' });
    const { events } = await renderStaff({ online: office.admin, path: '/admin/calendar' });
    const closed = await panel('Closed days');
    await events.type(closed.getByLabelText('Name'), 'Staff training');
    await events.type(closed.getByLabelText('Date'), day);
    await events.click(closed.getByRole('button', { name: 'Close this day' }));

    expect(await closed.findByText('Saved Staff training.')).toBeInTheDocument();
    const stranded = closed.getByRole('alert');
    expect(stranded).toHaveTextContent('1 booking is on a closed day. They stay booked until you move them:');
    expect(within(stranded).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      `/admin/appointments/${job.id}`,
    );
    expect(stranded).toHaveTextContent(`${formatLongDate(day)}`);
    const held = await settings();
    expect(held.closedDays.find((c) => c.label === 'Staff training')?.rule).toEqual({ kind: 'date', date: day });
    expect(held.strandedBookings.map((b) => b.id)).toEqual([job.id]);

    const row = (await closed.findByText('Staff training')).closest('li') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Reopen' }));
    expect(await closed.findByText('Staff training is open for bookings again.')).toBeInTheDocument();
    await waitFor(() => expect(closed.queryByText('Staff training')).toBeNull());
    expect((await settings()).closedDays.map((c) => c.label)).not.toContain('Staff training');
  });

  it('refuses a yearly day the month does not have, and saves nothing', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/calendar' });
    const closed = await panel('Closed days');
    const before = (await settings()).closedDays.length;
    await events.type(closed.getByLabelText('Name'), 'Leap day');
    await events.selectOptions(closed.getByLabelText('Repeats'), 'Every year on a date');
    await events.selectOptions(closed.getByLabelText('Month'), 'April');
    await events.clear(closed.getByLabelText('Day of the month'));
    await events.type(closed.getByLabelText('Day of the month'), '31');
    await events.click(closed.getByRole('button', { name: 'Close this day' }));
    expect(await closed.findByText('That month has no such day.')).toBeInTheDocument();
    expect((await settings()).closedDays).toHaveLength(before);
  });

  it("a weekday's crews for a window are kept on the server when the field is left", async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/calendar' });
    const crews = await panel('Crews per arrival window');
    const monday = crews.getByLabelText('Monday 8:00 AM - 10:00 AM');
    await events.clear(monday);
    await events.type(monday, '3');
    await events.tab();
    await waitFor(async () =>
      expect((await settings()).weekdayCrews).toContainEqual({ weekday: 1, slot: '8:00 AM - 10:00 AM', crews: 3 }),
    );
  });

  it("a date's change is listed and kept; Back to the weekday numbers removes it", async () => {
    const day = addDays(calendarDateOf(new Date()), 9);
    const { events } = await renderStaff({ online: office.admin, path: '/admin/calendar' });
    const changes = await panel('Per-date changes');
    await events.type(changes.getByLabelText('Date'), day);
    await events.selectOptions(changes.getByLabelText('Window'), '2:00 PM - 4:00 PM');
    await events.clear(changes.getByLabelText('Crews'));
    await events.type(changes.getByLabelText('Crews'), '0');
    await events.click(changes.getByRole('button', { name: 'Set' }));
    expect(await changes.findByText(`${formatLongDate(day)}:`)).toBeInTheDocument();
    expect(changes.getByText(/2:00 PM - 4:00 PM → 0/)).toBeInTheDocument();
    expect((await settings()).dateCrews).toEqual([{ date: day, slot: '2:00 PM - 4:00 PM', crews: 0 }]);

    await events.click(changes.getByRole('button', { name: 'Back to the weekday numbers' }));
    await waitFor(() => expect(changes.queryByText(`${formatLongDate(day)}:`)).toBeNull());
    expect((await settings()).dateCrews).toEqual([]);
  });
});

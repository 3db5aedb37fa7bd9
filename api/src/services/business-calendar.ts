/**
 * The office's calendar (decision 0140): closed days, crews per window by weekday
 * and per date. Closing a day never touches its bookings: the answer lists them (and the settings
 * keep listing them) until the office has moved each one.
 */
import {
  ARRIVAL_WINDOW_LABELS,
  addDays,
  type CalendarDate,
  type CalendarSettings,
  type ClosedDay,
  type ClosedDayInput,
  calendarDateOf,
  closedDayOn,
  type DateCrewsInput,
  describeClosedDayRule,
  fullName,
  ruleCloses,
  type StrandedBooking,
  type WeekdayCrewsInput,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { BusinessCalendarRepository } from '../db/repositories/business-calendar.ts';
import { notFound } from '../http/errors.ts';

/** How far ahead stranded bookings and a rule's next date are looked for. */
const LOOK_AHEAD_DAYS = 400;

export function businessCalendarService(repo: BusinessCalendarRepository, clock: Clock, defaultCrews: number) {
  const today = () => calendarDateOf(clock.now());

  function nextDate(closed: ClosedDay, from: CalendarDate): CalendarDate | null {
    for (let i = 0; i <= LOOK_AHEAD_DAYS; i++) {
      const date = addDays(from, i);
      if (ruleCloses(closed.rule, date)) return date;
    }
    return null;
  }

  /** Upcoming live bookings on a day one of `closedDays` closes. */
  async function stranded(closedDays: ClosedDay[]): Promise<StrandedBooking[]> {
    if (closedDays.length === 0) return [];
    const from = today();
    const bookings = await repo.bookingsBetween(from, addDays(from, LOOK_AHEAD_DAYS));
    return bookings.flatMap((b) => {
      const closed = closedDayOn(b.preferred_date, closedDays);
      if (!closed) return [];
      return [
        {
          id: b.id,
          customerName: fullName({ firstName: b.first_name, lastName: b.last_name }),
          phone: b.phone,
          date: b.preferred_date,
          slot: b.preferred_time_slot,
          status: b.status,
          closedBy: closed.label,
        },
      ];
    });
  }

  return {
    async settings(): Promise<CalendarSettings> {
      const from = today();
      const [closedDays, weekdayCrews, dateCrews] = await Promise.all([
        repo.closedDays(),
        repo.weekdayCrews(),
        repo.dateCrewsFrom(from),
      ]);
      return {
        defaultCrews,
        windows: [...ARRIVAL_WINDOW_LABELS],
        closedDays: closedDays.map((c) => ({
          ...c,
          description: describeClosedDayRule(c.rule),
          next: nextDate(c, from),
        })),
        weekdayCrews,
        dateCrews,
        strandedBookings: await stranded(closedDays),
      };
    },

    async addClosedDay(input: ClosedDayInput) {
      const closedDay = await repo.insertClosedDay(input.label, input.rule, clock.now());
      return { closedDay, strandedBookings: await stranded([closedDay]) };
    },

    async updateClosedDay(id: string, input: ClosedDayInput) {
      const closedDay = await repo.updateClosedDay(id, input.label, input.rule, clock.now());
      if (!closedDay) throw notFound('That closed day no longer exists.');
      return { closedDay, strandedBookings: await stranded([closedDay]) };
    },

    async removeClosedDay(id: string): Promise<void> {
      if (!(await repo.deleteClosedDay(id))) throw notFound('That closed day no longer exists.');
    },

    setWeekdayCrews: (input: WeekdayCrewsInput) => repo.setWeekdayCrews(input.weekday, input.slot, input.crews),
    setDateCrews: (input: DateCrewsInput) => repo.setDateCrews(input.date, input.slot, input.crews),
    clearDateCrews: (date: CalendarDate) => repo.clearDateCrews(date),
  };
}
export type BusinessCalendarService = ReturnType<typeof businessCalendarService>;

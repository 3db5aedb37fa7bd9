/**
 * Online booking rules: which windows a date still offers, and taking a booking. Every "which
 * day" rule runs in the company's zone through the shared domain helpers and the injected clock.
 */
import { randomUUID } from 'node:crypto';
import {
  type Appointment,
  type AppointmentCreate,
  ARRIVAL_WINDOW_LABELS,
  type AvailabilityResponse,
  addDays,
  type BookableDateCheck,
  type CalendarDate,
  calendarDateOf,
  checkBookableDateOn,
  isArrivalWindowLabel,
  startOfDayInZone,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { AppointmentsRepository, NewBooking } from '../db/repositories/appointments.ts';
import { ApiFailure, badRequest, conflict } from '../http/errors.ts';
import { availabilityCache } from './availability-cache.ts';
import { isHoneypotFilled } from './honeypot.ts';

export const SLOT_FULL_MESSAGE = 'That arrival window was just booked. Please pick another time.';
const UNKNOWN_WINDOW_MESSAGE = 'Choose one of the offered arrival windows.';

/**
 * The company's calendar date now, recomputed only when the clock leaves that day: asking Intl
 * for the New York date costs more than the rest of an availability request.
 */
function companyToday(clock: Clock): () => CalendarDate {
  let day: { date: CalendarDate; from: number; until: number } | null = null;
  return () => {
    const now = clock.now().getTime();
    if (day && now >= day.from && now < day.until) return day.date;
    const date = calendarDateOf(new Date(now));
    day = { date, from: startOfDayInZone(date).getTime(), until: startOfDayInZone(addDays(date, 1)).getTime() };
    return date;
  };
}

/** Enough for every date a visitor can pick; anything else asked is not kept once the map is full. */
const MAX_REMEMBERED_CHECKS = 64;

/** "Is this date bookable?", answered once per date per company day (it runs on every availability read). */
function bookableCheck(today: () => CalendarDate): (date: CalendarDate) => BookableDateCheck {
  let checkedOn: CalendarDate | null = null;
  const checks = new Map<CalendarDate, BookableDateCheck>();
  return (date) => {
    const day = today();
    if (day !== checkedOn) {
      checks.clear();
      checkedOn = day;
    }
    let check = checks.get(date);
    if (!check) {
      check = checkBookableDateOn(date, day);
      if (checks.size < MAX_REMEMBERED_CHECKS) checks.set(date, check);
    }
    return check;
  };
}

export function bookingService(
  repo: AppointmentsRepository,
  clock: Clock,
  crewsPerWindow: number,
  /** The label of everything committed so far (availability-cache.ts `freshnessKey`). */
  freshness: () => Promise<string>,
  /** Runs after a booking is stored and must not block it (the job-site geocoding starts here). */
  onBooked: (job: Appointment) => void = () => {},
) {
  const today = companyToday(clock);
  const bookable = bookableCheck(today);
  const openWindows = availabilityCache(freshness, async (date: CalendarDate) => {
    const booked = await repo.bookedPerWindow(date);
    return ARRIVAL_WINDOW_LABELS.filter((label) => (booked.get(label) ?? 0) < crewsPerWindow);
  });
  /** What the stored row would look like; answered to a filled honeypot without storing it. */
  const decoy = (booking: NewBooking): Appointment => ({
    ...booking,
    id: randomUUID(),
    status: 'pending',
    specialInstructions: booking.specialInstructions ?? null,
    assignedEmployeeIds: [],
    siteLatitude: null,
    siteLongitude: null,
    siteSource: null,
    siteFlag: null,
    createdAt: clock.now().toISOString(),
  });

  return {
    async availability(date: CalendarDate): Promise<AvailabilityResponse> {
      const check = bookable(date);
      if (!check.ok) throw new ApiFailure(400, 'date_not_bookable', check.reason, { date: check.reason });
      return { availableSlots: await openWindows.get(date) };
    },

    /** Stores a pending appointment, or refuses: 400 for a date/window never offered, 409 when full. */
    async book(input: AppointmentCreate): Promise<Appointment> {
      const { website: _honeypot, ...fields } = input;
      // The visitor picked a calendar day; the timestamp is its midnight in New York, but any
      // instant is read back as the company's calendar date (architecture.md, "Time").
      const booking: NewBooking = { ...fields, preferredDate: calendarDateOf(new Date(input.preferredDate)) };
      if (isHoneypotFilled(input)) return decoy(booking);

      const problems: Record<string, string> = {};
      const check = bookable(booking.preferredDate);
      if (!check.ok) problems.preferredDate = check.reason;
      if (!isArrivalWindowLabel(booking.preferredTimeSlot)) problems.preferredTimeSlot = UNKNOWN_WINDOW_MESSAGE;
      const first = Object.values(problems)[0];
      if (first) throw badRequest(first, problems);

      const created = await repo.insertIfWindowOpen(booking, crewsPerWindow, clock.now());
      if (!created) throw conflict('slot_full', SLOT_FULL_MESSAGE);
      // Other instances learn of it from the change notice; this one need not wait for it.
      openWindows.forget(booking.preferredDate);
      onBooked(created);
      return created;
    },
  };
}
export type BookingService = ReturnType<typeof bookingService>;

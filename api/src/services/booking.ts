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
  type ClosedDatesResponse,
  calendarDateOf,
  checkBookableDateOn,
  closedDateMessage,
  closedDatesBetween,
  closedDayOn,
  dayOfWeek,
  isArrivalWindowLabel,
  LIMITS,
  type NewAppointmentFields,
  newAppointment,
  type OfficeBookingInput,
  type RescheduleInput,
  startOfDayInZone,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { Tx } from '../db/client.ts';
import type { AppointmentsRepository, CapacityOverride, DateCalendar } from '../db/repositories/appointments.ts';
import type { BusinessCalendarRepository } from '../db/repositories/business-calendar.ts';
import { ApiFailure, badRequest, conflict, notFound } from '../http/errors.ts';
import { availabilityCache } from './availability-cache.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { admission, windowCapacity } from './window-capacity.ts';

export const SLOT_FULL_MESSAGE = 'That arrival window was just booked. Please pick another time.';
const OFFICE_FULL_MESSAGE =
  'That arrival window is full. Pick another, or (admins) give a reason to override the capacity.';
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

/** A date's windows still open to visitors, or why the date is closed. */
interface OpenWindows {
  closed: string | null;
  slots: string[];
}

/** What a booking or a move tells the customer (services/messages.ts), in the same transaction. */
export interface BookingNotices {
  booked(tx: Tx, job: Appointment, smsConsent: boolean, now: Date): Promise<void>;
  rescheduled(tx: Tx, job: Appointment, occasion: string, now: Date): Promise<void>;
}
const NO_NOTICES: BookingNotices = { booked: async () => {}, rescheduled: async () => {} };

export function bookingService(
  repo: AppointmentsRepository,
  calendar: BusinessCalendarRepository,
  clock: Clock,
  crewsPerWindow: number,
  /** The label of everything committed so far (availability-cache.ts `freshnessKey`). */
  freshness: () => Promise<string>,
  /** Runs after a booking is stored and must not block it (the job-site geocoding starts here). */
  onBooked: (job: Appointment) => void = () => {},
  /** The customer messages (docs/messages.md), queued inside the booking's or the move's transaction. */
  notices: BookingNotices = NO_NOTICES,
) {
  const today = companyToday(clock);
  const bookable = bookableCheck(today);
  // The office's calendar (closed days, crews per window) is read with the bookings: its writes
  // move the same change version, so a change is followed at once on every instance.
  const openWindows = availabilityCache(freshness, async (date: CalendarDate): Promise<OpenWindows> => {
    const [booked, settings] = await Promise.all([
      repo.bookedPerWindow(date),
      calendar.dateCalendar(date, dayOfWeek(date)),
    ]);
    const closed = closedDayOn(date, settings.closedDays);
    if (closed) return { closed: closedDateMessage(closed), slots: [] };
    const slots = ARRIVAL_WINDOW_LABELS.filter(
      (label) => (booked.get(label) ?? 0) < windowCapacity(date, label, settings, crewsPerWindow),
    );
    return { closed: null, slots };
  });
  /** The closed dates of the bookable range, keyed on the company's today. */
  const closedDates = availabilityCache(freshness, async (day: CalendarDate) => ({
    closedDates: closedDatesBetween(
      addDays(day, 1),
      addDays(day, LIMITS.bookingWindowDays),
      await calendar.closedDays(),
    ),
  }));
  /** A new job, as stored and as answered to a filled honeypot (decisions 0021, 0305). */
  const jobOf = (fields: NewAppointmentFields, now: Date) =>
    newAppointment(fields, { id: randomUUID(), createdAt: now.toISOString() });

  /** 400 for a date or window a visitor is never offered (past, too far, Sunday, closed, unknown). */
  async function refuseUnbookable(date: CalendarDate, slot: string, dateField: string, slotField: string) {
    const problems: Record<string, string> = {};
    const check = bookable(date);
    if (!check.ok) problems[dateField] = check.reason;
    else {
      const { closed } = await openWindows.get(date);
      if (closed) problems[dateField] = closed;
    }
    if (!isArrivalWindowLabel(slot)) problems[slotField] = UNKNOWN_WINDOW_MESSAGE;
    const first = Object.values(problems)[0];
    if (first) throw badRequest(first, problems);
  }
  /** The window's rule, applied by the repository under its lock. */
  const admitTo =
    (date: CalendarDate, slot: string, override?: CapacityOverride) => (settings: DateCalendar, booked: number) =>
      admission(booked, windowCapacity(date, slot, settings, crewsPerWindow), override);

  return {
    /**
     * A phone-in customer booked by the office (decision 0141): the wizard's rules and capacity; an
     * admin's reason lets it past a full window (recorded with who and why). Closed days stay closed.
     */
    async officeBook(input: OfficeBookingInput, by: User): Promise<Appointment> {
      const { overrideReason, smsConsent, ...booking } = input;
      await refuseUnbookable(booking.preferredDate, booking.preferredTimeSlot, 'preferredDate', 'preferredTimeSlot');
      const now = clock.now();
      const override = overrideReason ? { userId: by.id, reason: overrideReason } : undefined;
      const created = await repo.insertIfWindowOpen(
        jobOf(booking, now),
        dayOfWeek(booking.preferredDate),
        admitTo(booking.preferredDate, booking.preferredTimeSlot, override),
        // The office asked the caller on the phone; the same consent text is stored.
        (tx, job) => notices.booked(tx, job, smsConsent, now),
      );
      if (!created) throw conflict('slot_full', OFFICE_FULL_MESSAGE);
      openWindows.forget(booking.preferredDate);
      onBooked(created);
      return created;
    },

    /** Moves a job to another date and window with the same checks; the crew's phones follow by sync. */
    async reschedule(id: string, input: RescheduleInput, by: User): Promise<Appointment> {
      await refuseUnbookable(input.date, input.slot, 'date', 'slot');
      const now = clock.now();
      const result = await repo.moveIfWindowOpen(
        id,
        { date: input.date, slot: input.slot, weekday: dayOfWeek(input.date) },
        admitTo(
          input.date,
          input.slot,
          input.overrideReason ? { userId: by.id, reason: input.overrideReason } : undefined,
        ),
        by.id,
        now,
        (tx, moved, occasion) => notices.rescheduled(tx, moved, occasion, now),
      );
      if ('refused' in result) {
        if (result.refused === 'missing')
          throw notFound('No open job with that id (cancelled and completed jobs stay put).');
        throw conflict('slot_full', OFFICE_FULL_MESSAGE);
      }
      openWindows.forget(input.date);
      return result.moved;
    },

    async availability(date: CalendarDate): Promise<AvailabilityResponse> {
      const check = bookable(date);
      if (!check.ok) throw new ApiFailure(400, 'date_not_bookable', check.reason, { date: check.reason });
      const { closed, slots } = await openWindows.get(date);
      if (closed) throw new ApiFailure(400, 'date_not_bookable', closed, { date: closed });
      return { availableSlots: slots };
    },

    /** The dates the office closed within the range a visitor may pick (the wizard greys them). */
    async closedDates(): Promise<ClosedDatesResponse> {
      return closedDates.get(today());
    },

    /**
     * Stores a pending appointment, or refuses: 400 for a date/window never offered, 409 when full.
     * A filled honeypot gets the same checks and the same answer, built by the same builder, and
     * nothing is stored (decisions 0021, 0305).
     */
    async book(input: AppointmentCreate): Promise<Appointment> {
      const { website: _honeypot, smsConsent, ...fields } = input;
      // The visitor picked a calendar day; the timestamp is its midnight in New York, but any
      // instant is read back as the company's calendar date (architecture.md, "Time").
      const booking: NewAppointmentFields = { ...fields, preferredDate: calendarDateOf(new Date(input.preferredDate)) };
      const date = booking.preferredDate;
      await refuseUnbookable(date, booking.preferredTimeSlot, 'preferredDate', 'preferredTimeSlot');

      const now = clock.now();
      const job = jobOf(booking, now);
      if (isHoneypotFilled(input)) {
        // The window as a visitor sees it: full there, full here, though the decoy takes no place.
        if (!(await openWindows.get(date)).slots.includes(booking.preferredTimeSlot))
          throw conflict('slot_full', SLOT_FULL_MESSAGE);
        return job;
      }
      const created = await repo.insertIfWindowOpen(
        job,
        dayOfWeek(date),
        admitTo(date, booking.preferredTimeSlot),
        (tx, stored) => notices.booked(tx, stored, smsConsent, now),
      );
      if (!created) throw conflict('slot_full', SLOT_FULL_MESSAGE);
      // Other instances learn of it from the change notice; this one need not wait for it.
      openWindows.forget(booking.preferredDate);
      onBooked(created);
      return created;
    },
  };
}
export type BookingService = ReturnType<typeof bookingService>;

/**
 * The office's calendar settings (decision 0140): closed days, crews per window by weekday and per
 * date, and the bookings a closed day strands. The API validates with these; the screen parses.
 */
import { z } from 'zod';
import { ARRIVAL_WINDOW_LABELS } from '../domain/booking-window.ts';
import { AppointmentCreateSchema } from './appointment.ts';
import { calendarDateField, idField, optionalText, requiredText } from './fields.ts';

const monthField = () => z.number({ error: 'Expected a month 1-12' }).int().min(1).max(12);
const weekdayField = () => z.number({ error: 'Expected a weekday 0 (Sunday) to 6 (Saturday)' }).int().min(0).max(6);
const slotField = () =>
  z.string({ error: 'Expected an arrival window' }).refine((s) => ARRIVAL_WINDOW_LABELS.includes(s), {
    error: 'Choose one of the arrival windows.',
  });
/** A window can be closed (0) up to a generous crew count. */
const crewsField = () => z.number({ error: 'Expected a number of crews' }).int().min(0).max(50);

export const ClosedDayRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('date'), date: calendarDateField() }),
    z
      .object({
        kind: z.literal('yearly'),
        month: monthField(),
        day: z.number({ error: 'Expected a day 1-31' }).int().min(1).max(31),
      })
      // 29 February is allowed (leap years only); 31 April is not a day.
      .refine((r) => r.day <= new Date(Date.UTC(2024, r.month, 0)).getUTCDate(), {
        error: 'That month has no such day.',
        path: ['day'],
      }),
    z.object({
      kind: z.literal('nth-weekday'),
      month: monthField(),
      weekday: weekdayField(),
      nth: z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
        error: 'Expected 1-5, or -1 for the last',
      }),
    }),
  ],
  { error: 'Expected a rule of kind date, yearly or nth-weekday' },
);

export const ClosedDayInputSchema = z.object({ label: requiredText(80), rule: ClosedDayRuleSchema });
export type ClosedDayInput = z.infer<typeof ClosedDayInputSchema>;

export const ClosedDaySchema = ClosedDayInputSchema.extend({ id: idField() });

/** Crews for one window on one weekday (PUT /api/office/calendar/weekday-crews). */
export const WeekdayCrewsInputSchema = z.object({ weekday: weekdayField(), slot: slotField(), crews: crewsField() });
export type WeekdayCrewsInput = z.infer<typeof WeekdayCrewsInputSchema>;

/** Crews for one window on one date, a short-staffed Friday (PUT /api/office/calendar/date-crews). */
export const DateCrewsInputSchema = z.object({ date: calendarDateField(), slot: slotField(), crews: crewsField() });
export type DateCrewsInput = z.infer<typeof DateCrewsInputSchema>;

export const CalendarDateParamSchema = z.object({ date: calendarDateField() });

/** A job booked on a day the office has closed: it stays booked until the office moves it. */
export const StrandedBookingSchema = z.object({
  id: idField(),
  customerName: z.string(),
  phone: z.string(),
  date: z.string(),
  slot: z.string(),
  status: z.string(),
  closedBy: z.string(),
});
export type StrandedBooking = z.infer<typeof StrandedBookingSchema>;

export const CalendarSettingsSchema = z.object({
  /** CREWS_PER_WINDOW: what a window takes when neither its weekday nor its date says otherwise. */
  defaultCrews: z.number(),
  windows: z.array(z.string()),
  closedDays: z.array(ClosedDaySchema.extend({ description: z.string(), next: z.string().nullable() })),
  weekdayCrews: z.array(WeekdayCrewsInputSchema),
  /** Overrides from today on. */
  dateCrews: z.array(DateCrewsInputSchema),
  /** Upcoming bookings on closed days, for the office to move. */
  strandedBookings: z.array(StrandedBookingSchema),
});
export type CalendarSettings = z.infer<typeof CalendarSettingsSchema>;

/** Saving a closed day answers with the bookings it strands (never moved or dropped by the server). */
export const ClosedDaySavedSchema = z.object({
  closedDay: ClosedDaySchema,
  strandedBookings: z.array(StrandedBookingSchema),
});

/** GET /api/appointments/closed-dates: the closed dates the wizard must not offer. */
export const ClosedDatesResponseSchema = z.object({
  closedDates: z.array(z.object({ date: z.string(), label: z.string() })),
});
export type ClosedDatesResponse = z.infer<typeof ClosedDatesResponseSchema>;

/** Why an admin books past a window's capacity; without it a full window is refused. */
const overrideReasonField = () => optionalText(300, { multiline: false });

/** POST /api/office/appointments: a phone-in customer booked by the office (decision 0141). */
export const OfficeBookingInputSchema = AppointmentCreateSchema.omit({ website: true, preferredDate: true }).extend({
  preferredDate: calendarDateField(),
  overrideReason: overrideReasonField(),
});
export type OfficeBookingInput = z.infer<typeof OfficeBookingInputSchema>;

/** POST /api/office/appointments/:id/reschedule: another date and window, same capacity check. */
export const RescheduleInputSchema = z.object({
  date: calendarDateField(),
  slot: requiredText(50),
  overrideReason: overrideReasonField(),
});
export type RescheduleInput = z.infer<typeof RescheduleInputSchema>;

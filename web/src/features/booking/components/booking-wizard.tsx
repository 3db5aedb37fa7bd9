/**
 * The booking wizard: details (validated with the shared schema), date and window, review,
 * success. Entered data lives here, so Back never loses it. When the server refuses, the visitor
 * is taken to the step that needs fixing, with the server's reason.
 */

import { type CalendarDate, startOfDayInZone } from '@haul/shared';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notice-store.ts';
import { OfflineNotice } from '../../../components/ui/offline-notice.tsx';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { useCreateAppointment } from '../api/create-appointment.ts';
import {
  type BookingDetails,
  type BookingDetailsInput,
  type BookingStep,
  bookingSchemas,
  EMPTY_BOOKING_DETAILS,
} from '../booking-form.ts';
import { type BookingRefusal, explainRefusal } from '../booking-refusal.ts';
import { DateTimeStep } from './date-time-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { ReviewStep } from './review-step.tsx';
import { SuccessStep } from './success-step.tsx';
import { TrustStrip } from './trust-strip.tsx';

const FAILED = 'Failed to schedule your appointment. Please try again.';

/**
 * The shared rules, loaded at the first check (decision 0280). When they cannot load (the
 * connection dropped before the visitor first touched the form), the check fails as a whole with
 * an `offline` form error that the details step shows; the next Continue asks again.
 */
const resolver: Resolver<BookingDetailsInput, unknown, BookingDetails> = async (values, context, options) => {
  let schemas: Awaited<ReturnType<typeof bookingSchemas>>;
  try {
    schemas = await bookingSchemas();
  } catch {
    return { values: {}, errors: { root: { type: 'offline', message: 'The details could not be checked offline.' } } };
  }
  return schemas.bookingDetailsResolver(values, context, options);
};

/** `typed`: what the visitor typed into the prerendered form before the island hydrated. */
export function BookingWizard({ typed }: { typed?: Partial<BookingDetailsInput> } = {}) {
  const [step, setStep] = useState<BookingStep>(1);
  const [details, setDetails] = useState<BookingDetails | null>(null);
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ date: CalendarDate; slot: string } | null>(null);
  // No connection when confirming: say so at once, keep every choice, offer the phone.
  const [offline, setOffline] = useState(false);
  const hasNavigated = useRef(false);
  const form = useForm<BookingDetailsInput, unknown, BookingDetails>({
    resolver,
    defaultValues: { ...EMPTY_BOOKING_DETAILS, ...typed },
    mode: 'onTouched',
  });
  const booking = useCreateAppointment();

  const goTo = (next: BookingStep) => {
    hasNavigated.current = true;
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const applyRefusal = (refusal: BookingRefusal) => {
    for (const [field, message] of refusal.detailErrors) form.setError(field, { message });
    if (refusal.clearDate) setDate(null);
    if (refusal.clearSlot) setSlot(null);
    setProblem(refusal.problem);
    notify({ title: 'Error', description: refusal.notice, variant: 'destructive' });
    if (refusal.step) goTo(refusal.step);
  };

  const confirm = () => {
    // As the spec has it, submitting with no chosen date does nothing.
    if (!details || !date || !slot) return;
    setOffline(false);
    booking.mutate(
      { ...details, preferredDate: startOfDayInZone(date).toISOString(), preferredTimeSlot: slot },
      {
        onSuccess: (appointment) => {
          setBooked({ date: appointment.preferredDate, slot: appointment.preferredTimeSlot });
          notify({
            title: 'Appointment Scheduled!',
            description: "We'll call you within 24 hours to confirm your appointment details.",
          });
          form.reset(EMPTY_BOOKING_DETAILS);
          setDetails(null);
          setDate(null);
          setSlot(null);
          setProblem(null);
          goTo(4);
        },
        onError: (error) => {
          if (error instanceof OfflineError) setOffline(true);
          else applyRefusal(explainRefusal(error instanceof ApiError ? error : null, FAILED));
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <ProgressSteps step={step} />
      {step === 1 ? (
        <DetailsStep
          form={form}
          focusOnOpen={hasNavigated.current}
          onContinue={(checked) => {
            setDetails(checked);
            goTo(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <DateTimeStep
          date={date}
          slot={slot}
          problem={problem}
          onDateChange={(next) => {
            setDate(next);
            setSlot(null);
            setProblem(null);
          }}
          onSlotChange={(next) => {
            setSlot(next);
            setProblem(null);
          }}
          onBack={() => goTo(1)}
          onReview={() => date && slot && goTo(3)}
        />
      ) : null}
      {step === 3 && offline ? <OfflineNotice what="booking" /> : null}
      {step === 3 && details && date && slot ? (
        <ReviewStep
          details={details}
          date={date}
          slot={slot}
          pending={booking.isPending}
          onBack={() => goTo(2)}
          onConfirm={confirm}
        />
      ) : null}
      {step === 4 ? <SuccessStep booked={booked} /> : <TrustStrip />}
    </div>
  );
}

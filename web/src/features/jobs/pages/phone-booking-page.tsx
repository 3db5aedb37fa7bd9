/**
 * /admin/phone-booking (decision 0141): the office books a customer who phoned, or a contact request
 * ("Make a booking" hands its details over). The server applies the wizard's rules and capacity;
 * an admin may pass a full window by giving a reason, which is kept with their name.
 */
import {
  type Appointment,
  ARRIVAL_WINDOW_LABELS,
  calendarDateField,
  fullName,
  leadSource,
  OfficeBookingInputSchema,
  optionalText,
  SMS_CONSENT_TEXT,
  serviceType,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { clearBookingPrefill, readBookingPrefill } from '../../../lib/booking-prefill.ts';
import { useOfficeBooking } from '../api/appointments.ts';

const PhoneBookingSchema = OfficeBookingInputSchema.extend({
  preferredDate: calendarDateField(),
  preferredTimeSlot: z.string().min(1, 'Choose a window'),
  overrideReason: optionalText(300, { multiline: false }),
});
type PhoneBookingInput = z.input<typeof PhoneBookingSchema>;
type PhoneBookingOutput = z.output<typeof PhoneBookingSchema>;

const EMPTY: PhoneBookingInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  description: '',
  serviceType: '' as never,
  leadSource: 'direct',
  preferredDate: '',
  preferredTimeSlot: '',
  specialInstructions: '',
  overrideReason: '',
  smsConsent: false,
};

export default function PhoneBookingPage() {
  const [prefill] = useState(readBookingPrefill);
  useEffect(clearBookingPrefill, []);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const book = useOfficeBooking();
  const form = useForm<PhoneBookingInput, unknown, PhoneBookingOutput>({
    resolver: zodResolver(PhoneBookingSchema),
    // Only the contact's six text fields are ever handed over (booking-form.ts).
    defaultValues: { ...EMPTY, ...(prefill as Partial<PhoneBookingInput>) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      setBooked(await book.mutateAsync(values));
      form.reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.envelope?.fields) {
        for (const [field, message] of Object.entries(error.envelope.fields))
          if (field in EMPTY) form.setError(field as keyof PhoneBookingInput, { message });
      }
      form.setError('root', {
        message: error instanceof ApiError ? error.userMessage('Not booked.') : 'Not booked.',
      });
    }
  });
  const text = (name: keyof PhoneBookingInput, label: string, type = 'text') => (
    <TextField label={label} type={type} registration={form.register(name)} error={errors[name]?.message} />
  );
  return (
    <OfficePage title="Phone booking" path="/admin/phone-booking">
      {booked && (
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
          Booked {fullName(booked)} on {booked.preferredDate}, {booked.preferredTimeSlot}.{' '}
          <Link className="font-semibold underline" to={`/admin/appointments/${booked.id}`}>
            Open the job
          </Link>
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {text('firstName', 'First name')}
          {text('lastName', 'Last name')}
          {text('phone', 'Phone', 'tel')}
          {text('email', 'Email', 'email')}
        </div>
        {text('address', 'Service address')}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Service"
            placeholder="Choose a service"
            options={serviceType.options}
            registration={form.register('serviceType')}
            error={errors.serviceType?.message}
          />
          <SelectField
            label="How they heard of us"
            placeholder="Choose"
            options={leadSource.options}
            registration={form.register('leadSource')}
            error={errors.leadSource?.message}
          />
          {text('preferredDate', 'Date', 'date')}
          <SelectField
            label="Arrival window"
            placeholder="Choose"
            options={ARRIVAL_WINDOW_LABELS.map((w) => ({ value: w, label: w }))}
            registration={form.register('preferredTimeSlot')}
            error={errors.preferredTimeSlot?.message}
          />
        </div>
        <TextAreaField
          label="What needs to go?"
          rows={3}
          registration={form.register('description')}
          error={errors.description?.message}
        />
        {/* Texts only with the caller's consent (decision 0182), asked in the same words the website shows. */}
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-6 shrink-0 accent-brand-700" {...form.register('smsConsent')} />
          <span>
            <span className="block font-semibold text-slate-900">The caller agreed to texts (read this to them)</span>
            {SMS_CONSENT_TEXT}
          </span>
        </label>
        <TextField
          label="Reason to override a full window"
          optional
          hint="Only when the window is full: who agreed, and why. Kept with your name."
          registration={form.register('overrideReason')}
          error={errors.overrideReason?.message}
        />
        <FormError message={errors.root?.message} />
        <button type="submit" disabled={book.isPending} className={buttonClasses('primary')}>
          {book.isPending ? 'Booking...' : 'Book'}
        </button>
      </form>
    </OfficePage>
  );
}

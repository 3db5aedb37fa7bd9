/** Step 1, 'Tell Us About Your Project': contact, address, service and description. */
import { leadSource, SMS_CONSENT_TEXT, serviceType } from '@haul/shared';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { HoneypotField } from '../../../components/ui/honeypot-field.tsx';
import { OfflineNotice } from '../../../components/ui/offline-notice.tsx';
import type { BookingDetails, BookingDetailsInput } from '../booking-form.ts';
import { StepCard } from './step-card.tsx';

export function DetailsStep({
  form,
  onContinue,
  focusOnOpen,
}: {
  form: UseFormReturn<BookingDetailsInput, unknown, BookingDetails>;
  /** With the details as the shared schema parsed them. */
  onContinue(details: BookingDetails): void;
  focusOnOpen: boolean;
}) {
  const { register, formState } = form;
  const error = (name: keyof BookingDetailsInput) => formState.errors[name]?.message;
  return (
    <StepCard
      focusOnOpen={focusOnOpen}
      title="Tell Us About Your Project"
      intro="A few details so our crew arrives ready. We never share your information."
    >
      <form onSubmit={form.handleSubmit(onContinue)} noValidate className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          registration={register('firstName')}
          error={error('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          registration={register('lastName')}
          error={error('lastName')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(404) 555-0123"
          registration={register('phone')}
          error={error('phone')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          registration={register('email')}
          error={error('email')}
        />
        <TextField
          className="sm:col-span-2"
          label="Service Address"
          autoComplete="street-address"
          placeholder="Street address, City, State, ZIP"
          registration={register('address')}
          error={error('address')}
        />
        <SelectField
          label="How did you hear about us?"
          placeholder="Select an option"
          options={leadSource.options}
          registration={register('leadSource')}
          error={error('leadSource')}
        />
        <SelectField
          label="Service Type"
          placeholder="Select a service"
          options={serviceType.options}
          registration={register('serviceType')}
          error={error('serviceType')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Project Description"
          placeholder="Describe what items you need removed..."
          registration={register('description')}
          error={error('description')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Special Instructions"
          optional
          rows={3}
          placeholder="Gate codes, parking, stairs, pets..."
          registration={register('specialInstructions')}
          error={error('specialInstructions')}
        />
        {/* Optional, and never a condition of booking (decision 0182); the words shown are stored with the consent. */}
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-6 shrink-0 accent-brand-700" {...register('smsConsent')} />
          <span>
            <span className="block font-semibold text-slate-900">Text me about my booking (optional)</span>
            {SMS_CONSENT_TEXT}
          </span>
        </label>
        <HoneypotField registration={register('website')} />
        {/* The rules could not load (decision 0280): nothing was sent, what was typed stays. */}
        {formState.errors.root?.type === 'offline' ? (
          <div className="sm:col-span-2">
            <OfflineNotice what="booking" />
          </div>
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          <button
            type="submit"
            className="w-full rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto"
          >
            Continue
          </button>
        </div>
      </form>
    </StepCard>
  );
}

/**
 * Get Your Free Estimate (the spec's form, its rules and its messages): validated with the shared schema in the browser,
 * messages under each field, "Submitting..." while pending, the spec's notices, reset on success.
 * Field messages the server sends back (400 with `fields`) land under the same fields.
 *
 * It is also a plain HTML form (action + method): on the static home page it works before its
 * script has loaded, or with JavaScript off, through POST /api/contact/form. Offline, it says so
 * at once and keeps what was typed.
 */
import { CONTACT_FIELD_LABELS, type ContactRequestCreate, ContactRequestCreateSchema } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { HoneypotField } from '../../../components/ui/honeypot-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { OfflineNotice } from '../../../components/ui/offline-notice.tsx';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { CONTACT_FORM_ACTION, submitContact } from '../api/submit-contact.ts';

const EMPTY: ContactRequestCreate = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  description: '',
  website: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof ContactRequestCreate)[];
const isField = (key: string): key is keyof ContactRequestCreate => (FIELDS as string[]).includes(key);

const FAILED_TO_SUBMIT = 'Failed to submit your request. Please try again.';

export function ContactForm({ initialValues }: { initialValues?: Partial<ContactRequestCreate> }) {
  const form = useForm<ContactRequestCreate>({
    resolver: zodResolver(ContactRequestCreateSchema),
    defaultValues: { ...EMPTY, ...initialValues },
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;
  const [offline, setOffline] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setOffline(false);
    try {
      await submitContact(values);
      notify({ title: 'Request Submitted!', description: "We'll contact you within 24 hours for your free estimate." });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof OfflineError) {
        setOffline(true);
        return;
      }
      const fields = error instanceof ApiError ? error.envelope?.fields : undefined;
      for (const [key, message] of Object.entries(fields ?? {})) {
        if (isField(key)) setError(key, { message });
      }
      // Over the per-connection limit the server says what to do (wait, or call us): show that.
      const limited = error instanceof ApiError && error.status === 429;
      notify({
        title: limited ? 'Please wait' : 'Error',
        description: limited ? error.userMessage(FAILED_TO_SUBMIT) : FAILED_TO_SUBMIT,
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      action={CONTACT_FORM_ACTION}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Get your free estimate"
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={CONTACT_FIELD_LABELS.firstName}
        autoComplete="given-name"
        error={errors.firstName?.message}
        registration={register('firstName')}
      />
      <TextField
        label={CONTACT_FIELD_LABELS.lastName}
        autoComplete="family-name"
        error={errors.lastName?.message}
        registration={register('lastName')}
      />
      <TextField
        label={CONTACT_FIELD_LABELS.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        registration={register('phone')}
      />
      <TextField
        label={CONTACT_FIELD_LABELS.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <TextField
        label={CONTACT_FIELD_LABELS.address}
        autoComplete="street-address"
        placeholder="Street address, City, State, ZIP"
        className="sm:col-span-2"
        error={errors.address?.message}
        registration={register('address')}
      />
      <TextAreaField
        label={CONTACT_FIELD_LABELS.description}
        placeholder="Describe what items you need removed..."
        rows={4}
        className="sm:col-span-2"
        error={errors.description?.message}
        registration={register('description')}
      />
      <HoneypotField registration={register('website')} />
      {/* Always in the markup so the static page's script can show it before React has loaded. */}
      <div data-offline-notice="" hidden={!offline} className="sm:col-span-2">
        <OfflineNotice what="request" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          {formState.isSubmitting ? 'Submitting...' : 'Get My Free Estimate'}
        </button>
      </div>
    </form>
  );
}

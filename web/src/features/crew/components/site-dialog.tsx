/** Set or move a job's site: type coordinates, or use this device's location while standing there. */
import { type Appointment, fullName, MUTATOR_ARGS } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { GEOLOCATION_OPTIONS, NO_GEOLOCATION } from '../../../lib/geolocation.ts';
import { useMutate } from '../../../offline/offline-context.tsx';

/**
 * A coordinate as typed, checked by the mutator's own rule (its messages, e.g. "Latitude must be
 * between -90 and 90"); a blank one is refused first, since the rule's coercion reads it as 0.
 */
const typed = (rule: z.ZodType<number, unknown>) =>
  z
    .string()
    .trim()
    .min(1, 'Enter both latitude and longitude.')
    .superRefine((text, ctx) => {
      for (const { message } of rule.safeParse(text).error?.issues ?? []) ctx.addIssue({ code: 'custom', message });
    });
const SITE = MUTATOR_ARGS.setAppointmentSite.shape;
const SiteFormSchema = z.object({ latitude: typed(SITE.latitude), longitude: typed(SITE.longitude) });

export function SiteDialog({ job }: { job: Appointment }) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof SiteFormSchema>, unknown, z.output<typeof SiteFormSchema>>({
    resolver: zodResolver(SiteFormSchema),
    defaultValues: { latitude: job.siteLatitude?.toFixed(6) ?? '', longitude: job.siteLongitude?.toFixed(6) ?? '' },
  });
  const errors = form.formState.errors;
  // Where "Use my current location" is: looking, or why it could not.
  const [locating, setLocating] = useState('');
  const mutate = useMutate();
  const hasSite = job.siteLatitude !== null;

  const fillFromDevice = () => {
    if (!navigator.geolocation) {
      setLocating(NO_GEOLOCATION);
      return;
    }
    setLocating('Getting location...');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        form.setValue('latitude', p.coords.latitude.toFixed(6));
        form.setValue('longitude', p.coords.longitude.toFixed(6));
        form.clearErrors();
        setLocating('');
      },
      (e) => setLocating(e.message),
      GEOLOCATION_OPTIONS,
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setLocating('');
    await mutate('setAppointmentSite', { appointmentId: job.id, ...values });
    notify({ title: 'Site Saved', description: `Job site set for ${fullName(job)}.` });
    setOpen(false);
  });

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-md border border-slate-400 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {hasSite ? 'Move site' : 'Set site'}
        <span className="sr-only">
          {' '}
          for {job.firstName} {job.lastName}
        </span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Job site" description={job.address || undefined}>
        <form onSubmit={onSubmit} className="space-y-3" noValidate>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Latitude"
              inputMode="decimal"
              registration={form.register('latitude')}
              error={errors.latitude?.message}
            />
            <TextField
              label="Longitude"
              inputMode="decimal"
              registration={form.register('longitude')}
              error={errors.longitude?.message}
            />
          </div>
          {locating && (
            <p className="text-sm font-medium text-red-700" role="status">
              {locating}
            </p>
          )}
          <button type="button" className={buttonClasses('outline', 'md', 'w-full')} onClick={fillFromDevice}>
            Use my current location
          </button>
          <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')}>
            Save site
          </button>
        </form>
      </Modal>
    </>
  );
}

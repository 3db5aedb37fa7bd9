/**
 * Set or move a job's site (offline, through the outbox): paste a map link or "lat, lng" (the
 * shared `parseSiteLocation`, decision 0143), or use this device's location while standing there.
 */
import { type Appointment, fullName, MUTATOR_ARGS, parseSiteLocation, SITE_TEXT_HINT } from '@haul/shared';
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

const SITE = MUTATOR_ARGS.setAppointmentSite.shape;
/** One text: a map link or "lat, lng", read into the mutator's coordinates (its own range rules). */
const SiteFormSchema = z.object({
  location: z
    .string()
    .transform((text, ctx) => {
      const parsed = parseSiteLocation(text);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.reason });
        return z.NEVER;
      }
      return { latitude: parsed.latitude, longitude: parsed.longitude };
    })
    // The mutator's own range rules, as the outbox will check them.
    .refine(
      (site) => SITE.latitude.safeParse(site.latitude).success && SITE.longitude.safeParse(site.longitude).success,
      {
        message: 'That location is outside the map.',
      },
    ),
});

// biome-ignore lint/plugin/no-float-money: coordinates, not money
const asText = (latitude: number, longitude: number) => `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;

export function SiteDialog({ job }: { job: Appointment }) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof SiteFormSchema>, unknown, z.output<typeof SiteFormSchema>>({
    resolver: zodResolver(SiteFormSchema),
    defaultValues: {
      location:
        job.siteLatitude !== null && job.siteLongitude !== null ? asText(job.siteLatitude, job.siteLongitude) : '',
    },
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
        form.setValue('location', asText(p.coords.latitude, p.coords.longitude));
        form.clearErrors();
        setLocating('');
      },
      (e) => setLocating(e.message),
      GEOLOCATION_OPTIONS,
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setLocating('');
    await mutate('setAppointmentSite', { appointmentId: job.id, ...values.location });
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
          <TextField
            label="Map link or “latitude, longitude”"
            hint={SITE_TEXT_HINT}
            autoComplete="off"
            registration={form.register('location')}
            error={errors.location?.message}
          />
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

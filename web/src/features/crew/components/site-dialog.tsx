/** Set or move a job's site: type coordinates, or use this device's location while standing there. */
import { type Appointment, fullName, MUTATOR_ARGS } from '@haul/shared';
import { type FormEvent, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';

const FIELD = 'mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2.5';

function CoordinateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <input className={FIELD} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

export function SiteDialog({ job }: { job: Appointment }) {
  const [open, setOpen] = useState(false);
  const [latitude, setLatitude] = useState(job.siteLatitude?.toFixed(6) ?? '');
  const [longitude, setLongitude] = useState(job.siteLongitude?.toFixed(6) ?? '');
  const [error, setError] = useState('');
  const mutate = useMutate();
  const hasSite = job.siteLatitude !== null;

  const fillFromDevice = () => {
    if (!navigator.geolocation) {
      setError('Geolocation is not supported by this browser');
      return;
    }
    setError('Getting location...');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLatitude(p.coords.latitude.toFixed(6));
        setLongitude(p.coords.longitude.toFixed(6));
        setError('');
      },
      (e) => setError(e.message),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MUTATOR_ARGS.setAppointmentSite.safeParse({ appointmentId: job.id, latitude, longitude });
    if (!parsed.success || latitude.trim() === '' || longitude.trim() === '') {
      setError(parsed.success ? 'Enter both latitude and longitude.' : (parsed.error.issues[0]?.message ?? 'Invalid'));
      return;
    }
    await mutate('setAppointmentSite', parsed.data);
    notify({ title: 'Site Saved', description: `Job site set for ${fullName(job)}.` });
    setOpen(false);
  };

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
            <CoordinateField label="Latitude" value={latitude} onChange={setLatitude} />
            <CoordinateField label="Longitude" value={longitude} onChange={setLongitude} />
          </div>
          {error && (
            <p className="text-sm font-medium text-red-700" role="status">
              {error}
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

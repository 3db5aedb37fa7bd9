/**
 * /today/load (issue 27): the crew records a load at the facility — where, the ticket (or donation
 * receipt) number, net weight (or volume where nothing is weighed), material, fee, the jobs on it
 * with their truck share, and a photo of the ticket. Saved on the phone at once and sent when it
 * can be (offline like every write); the photo goes through the photo queue before the load.
 */
import {
  FACILITY_KIND_LABELS,
  formatCents,
  fullName,
  LOAD_MATERIAL_LABELS,
  type LoadMaterial,
  loadMaterial,
  parseDollars,
  parsePounds,
  parseTenths,
  RecordLoadSchema,
} from '@haul/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { notify } from '../../../components/ui/notice-store.ts';
import { checkPickedFile, PhotoNotReadable, preparePhoto } from '../../../lib/prepare-photo.ts';
import { useMutate, useOffline } from '../../../offline/offline-context.tsx';
import { useLoadScreen } from '../../../offline/queries/loads.ts';
import { usePhotoQueue } from '../../../offline/use-photo-queue.ts';

const INPUT = 'mt-1 block min-h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-lg';
const LABEL = 'block font-semibold text-slate-800';
const EIGHTHS = [1, 2, 3, 4, 5, 6, 7, 8];

export default function LoadPage() {
  const { user } = useOffline();
  const screen = useLoadScreen(user.employeeId);
  const mutate = useMutate();
  const photos = usePhotoQueue();
  const id = useId();
  const [facilityId, setFacilityId] = useState('');
  const [ticket, setTicket] = useState('');
  const [material, setMaterial] = useState<LoadMaterial>('mixed');
  const [weighed, setWeighed] = useState(true);
  const [pounds, setPounds] = useState('');
  const [yards, setYards] = useState('');
  const [fee, setFee] = useState('');
  const [charity, setCharity] = useState('');
  const [items, setItems] = useState('');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new file input after each save: the browser keeps the last file in the old one.
  const [saved, setSaved] = useState(0);

  if (!user.employeeId)
    return (
      <StaffPage title="Record a load" path="/today/load">
        <p className="text-slate-700">This account is not a crew member's, so it records no loads.</p>
      </StaffPage>
    );
  const employeeId = user.employeeId;
  if (!screen)
    return (
      <StaffPage title="Record a load" path="/today/load">
        <p className="text-slate-600">Loading...</p>
      </StaffPage>
    );

  const facility = screen.facilities.find((f) => f.id === facilityId) ?? null;
  const donation = facility?.kind === 'donation';
  const reset = () => {
    setTicket('');
    setPounds('');
    setYards('');
    setFee('');
    setCharity('');
    setItems('');
    setChosen({});
    setPhoto(null);
    setSaved((n) => n + 1);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const typedFee = fee.trim() === '' ? { ok: true as const, cents: 0 } : parseDollars(fee);
    if (!typedFee.ok) return setProblem(`Fee: ${typedFee.message} (0 when there was none).`);
    const feeCents = typedFee.cents;
    const netPounds = weighed ? parsePounds(pounds) : null;
    if (weighed && !netPounds) return setProblem('Enter the net weight in whole pounds from the ticket.');
    const volumeTenths = weighed ? null : parseTenths(yards);
    if (!weighed && !volumeTenths) return setProblem('Enter the volume in cubic yards, like 2.5.');
    if (!photo) return setProblem(`Take a photo of the ${donation ? 'receipt' : 'ticket'}.`);
    const check = await checkPickedFile(photo);
    if (!check.ok) return setProblem(check.message);
    const shares = Object.entries(chosen).map(([appointmentId, shareEighths]) => ({ appointmentId, shareEighths }));
    const loadId = crypto.randomUUID();
    const photoId = crypto.randomUUID();
    const args = {
      id: loadId,
      facilityId,
      truckId: screen.truck?.id ?? null,
      employeeId,
      ticketNumber: ticket,
      material,
      netPounds,
      volumeTenths,
      feeCents,
      photoId,
      charity: donation ? charity : undefined,
      items: donation ? items : undefined,
      dumpedAt: new Date().toISOString(),
      shares,
    };
    const parsed = RecordLoadSchema.safeParse(args);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the load and try again.');
    setBusy(true);
    try {
      const prepared = await preparePhoto(photo);
      // The ticket's photo first: the outbox sends in order, so the load never names a photo the server has not been told of.
      await photos.queue(
        {
          id: photoId,
          appointmentId: shares[0]?.appointmentId as string,
          employeeId,
          photoType: 'ticket',
          description: `${facility?.name ?? 'Load'} ${donation ? 'receipt' : 'ticket'} ${ticket}`.slice(0, 500),
        },
        prepared.image,
        prepared.preview,
      );
      await mutate('recordLoad', args);
      reset();
      notify({
        title: 'Load saved on this phone',
        description: navigator.onLine ? 'Sending it to the office now.' : 'It will be sent when you are back online.',
      });
    } catch (failure) {
      setProblem(
        failure instanceof PhotoNotReadable ? failure.message : 'The load could not be saved on this phone. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffPage title="Record a load" description="Record a dump ticket or donation receipt." path="/today/load">
      <p className="mb-4 text-slate-700">
        Works offline: the load is saved on this phone and sent to the office when you are back online.
      </p>
      <p className="mb-4 rounded-lg bg-slate-100 p-3 font-semibold text-slate-900">
        {screen.truck
          ? `Truck: ${screen.truck.name} (${screen.truck.plate})`
          : 'No truck set for you today. The office sets it on Trucks.'}
      </p>
      {screen.facilities.length === 0 ? (
        <p className="text-slate-700">
          The office has not listed any facilities yet, so a load cannot be recorded. Ask them to add one.
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <label className={LABEL}>
            Where did it go?
            <select className={INPUT} value={facilityId} onChange={(e) => setFacilityId(e.target.value)} required>
              <option value="">Choose the facility</option>
              {screen.facilities.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} — {FACILITY_KIND_LABELS[f.kind]}
                </option>
              ))}
            </select>
          </label>
          <label className={LABEL}>
            {donation ? 'Receipt number' : 'Ticket number'}
            <input className={INPUT} value={ticket} maxLength={40} onChange={(e) => setTicket(e.target.value)} />
          </label>
          <label className={LABEL}>
            What was on it
            <select className={INPUT} value={material} onChange={(e) => setMaterial(e.target.value as LoadMaterial)}>
              {loadMaterial.map((m) => (
                <option key={m} value={m}>
                  {LOAD_MATERIAL_LABELS[m]}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend className={LABEL}>Measured by</legend>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {[
                { value: true, label: 'Weight (lb)' },
                { value: false, label: 'Volume (yd³)' },
              ].map((o) => (
                <label
                  key={o.label}
                  className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-400 px-3 font-semibold"
                >
                  <input
                    type="radio"
                    name={`${id}-measure`}
                    checked={weighed === o.value}
                    onChange={() => setWeighed(o.value)}
                    className="size-5"
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
          {weighed ? (
            <label className={LABEL}>
              Net weight in pounds (from the ticket)
              <input className={INPUT} inputMode="numeric" value={pounds} onChange={(e) => setPounds(e.target.value)} />
            </label>
          ) : (
            <label className={LABEL}>
              Volume in cubic yards (where nothing was weighed)
              <input className={INPUT} inputMode="decimal" value={yards} onChange={(e) => setYards(e.target.value)} />
            </label>
          )}
          <label className={LABEL}>
            Fee paid ($)
            <input
              className={INPUT}
              inputMode="decimal"
              placeholder="0.00"
              value={fee}
              onChange={(e) => setFee(e.target.value)}
            />
          </label>
          {donation && (
            <>
              <label className={LABEL}>
                Charity (if not {facility?.name})
                <input className={INPUT} value={charity} maxLength={120} onChange={(e) => setCharity(e.target.value)} />
              </label>
              <label className={LABEL}>
                Items donated
                <textarea
                  className={`${INPUT} min-h-24 py-2`}
                  value={items}
                  maxLength={1000}
                  onChange={(e) => setItems(e.target.value)}
                />
              </label>
            </>
          )}
          <fieldset>
            <legend className={LABEL}>Jobs on this load, and their share of the truck</legend>
            {screen.jobs.length === 0 ? (
              <p className="mt-1 text-slate-700">You have no jobs today, so there is nothing to share the load with.</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {screen.jobs.map(({ job, shareEighths }) => {
                  const on = job.id in chosen;
                  return (
                    <li
                      key={job.id}
                      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 p-3"
                    >
                      <label className="flex min-h-11 flex-1 items-center gap-3 font-semibold">
                        <input
                          type="checkbox"
                          className="size-6"
                          checked={on}
                          onChange={(e) => {
                            const next = { ...chosen };
                            if (e.target.checked) next[job.id] = shareEighths;
                            else delete next[job.id];
                            setChosen(next);
                          }}
                        />
                        {fullName(job)} · {job.preferredTimeSlot}
                      </label>
                      {on && (
                        <label className="text-sm font-semibold text-slate-800">
                          Share
                          <select
                            className="ml-2 min-h-11 rounded-lg border border-slate-500 bg-white px-2 text-base"
                            value={chosen[job.id]}
                            onChange={(e) => setChosen({ ...chosen, [job.id]: Number(e.target.value) })}
                          >
                            {EIGHTHS.map((n) => (
                              <option key={n} value={n}>
                                {n}/8 truck
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          <label className={LABEL}>
            Photo of the {donation ? 'receipt' : 'ticket'}
            <input
              key={saved}
              className="mt-1 block min-h-12 w-full rounded-lg border-2 border-brand-700 bg-brand-50 p-2 text-base"
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
          </label>
          {problem && (
            <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800">
              {problem}
            </p>
          )}
          <button type="submit" className={`${buttonClasses('primary', 'lg')} w-full`} disabled={busy || !facilityId}>
            {busy ? 'Saving...' : 'Save load'}
          </button>
        </form>
      )}
      <section aria-labelledby={`${id}-loads`} className="mt-8">
        <h2 id={`${id}-loads`} className="text-xl font-bold text-slate-900">
          Your loads today
        </h2>
        {screen.loads.length === 0 ? (
          <p className="mt-2 text-slate-600">None yet.</p>
        ) : (
          <ul className="mt-2 space-y-2" data-testid="today-loads">
            {screen.loads.map((l) => (
              <li key={l.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-semibold text-slate-900">
                  {l.facilityName || 'Facility'} · {l.ticketNumber}
                </p>
                <p className="text-slate-700">
                  {l.netPounds !== null
                    ? `${l.netPounds.toLocaleString('en-US')} lb`
                    : `${(l.volumeTenths ?? 0) / 10} yd³`}{' '}
                  · {formatCents(l.feeCents)} · {l.waiting ? 'Waiting to send' : 'Sent to the office'}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link to="/today" className={`${buttonClasses('outline', 'lg')} mt-4`}>
          Back to Today
        </Link>
      </section>
    </StaffPage>
  );
}

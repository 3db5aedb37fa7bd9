/**
 * /admin/trucks (issue 27, online): the office's trucks (name, plate, cubic yards), the facilities
 * a load can go to, and who is on which truck on a day — the crew's Today shows its truck.
 */
import {
  addDays,
  calendarDateOf,
  FACILITY_KIND_LABELS,
  type FacilityKind,
  facilityKind,
  formatLongDate,
  fullName,
} from '@haul/shared';
import { useId, useState } from 'react';
import { KeptKind, KeptList, KeptText } from '../../../components/office/kept-list.tsx';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useAddFacility, useFacilities, useRemoveFacility } from '../api/facilities.ts';
import { useSetTruckDay, useTeam, useTruckDays } from '../api/truck-days.ts';
import { useAddTruck, useRemoveTruck, useTrucks } from '../api/trucks.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function Trucks() {
  const trucks = useTrucks();
  const add = useAddTruck();
  const remove = useRemoveTruck();
  const [name, setName] = useState('');
  const [plate, setPlate] = useState('');
  const [yards, setYards] = useState('16');
  const submit = () =>
    add.mutate(
      { name: name.trim(), plate: plate.trim(), capacityCubicYards: Number(yards) },
      {
        onSuccess: () => {
          setName('');
          setPlate('');
        },
      },
    );
  return (
    <KeptList
      title="Trucks"
      what="the trucks"
      query={trucks}
      items={(trucks.data?.trucks ?? []).map((t) => ({
        id: t.id,
        name: t.name,
        detail: `Plate ${t.plate} · ${t.capacityCubicYards} cubic yards`,
      }))}
      empty="No trucks yet. Add the first one below."
      remove={remove}
      add={add}
      addLabel="Add truck"
      ready={Boolean(name.trim() && plate.trim())}
      onAdd={submit}
    >
      <KeptText label="Name" value={name} maxLength={60} onChange={setName} />
      <KeptText label="Plate" value={plate} maxLength={12} onChange={setPlate} />
      <KeptText
        label="Capacity (cubic yards)"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        value={yards}
        onChange={setYards}
      />
    </KeptList>
  );
}

function Facilities() {
  const facilities = useFacilities();
  const add = useAddFacility();
  const remove = useRemoveFacility();
  const [kind, setKind] = useState<FacilityKind>('landfill');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const submit = () =>
    add.mutate(
      { kind, name: name.trim(), address: address.trim() || undefined },
      {
        onSuccess: () => {
          setName('');
          setAddress('');
        },
      },
    );
  return (
    <KeptList
      title="Facilities"
      intro="Crews choose from this list when they record a load. Recyclers and donation centres count as diverted; waste-to-energy plants are shown on their own line and never count as diverted (EPA)."
      what="the facilities"
      query={facilities}
      items={(facilities.data?.facilities ?? []).map((f) => ({
        id: f.id,
        name: f.name,
        detail: `${FACILITY_KIND_LABELS[f.kind]}${f.address ? ` · ${f.address}` : ''}`,
      }))}
      empty="No facilities yet. Crews cannot record a load until you add one."
      remove={remove}
      add={add}
      addLabel="Add facility"
      ready={Boolean(name.trim())}
      onAdd={submit}
    >
      <KeptKind value={kind} kinds={facilityKind} labels={FACILITY_KIND_LABELS} onChange={setKind} />
      <KeptText label="Name" value={name} maxLength={120} onChange={setName} />
      <KeptText label="Address (optional)" value={address} maxLength={200} onChange={setAddress} />
    </KeptList>
  );
}

function TruckDays() {
  const today = calendarDateOf(new Date());
  const [date, setDate] = useState(today);
  const team = useTeam();
  const trucks = useTrucks();
  const days = useTruckDays(date);
  const set = useSetTruckDay();
  const id = useId();
  const people = (team.data ?? []).filter((e) => e.status === 'active');
  const truckOf = (employeeId: string) => days.data?.truckDays.find((d) => d.employeeId === employeeId)?.truckId ?? '';
  return (
    <section aria-labelledby={`${id}-h`} className={card}>
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        Who drives what
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each person’s phone shows their truck on Today, and their loads are recorded against it.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <KeptText label="Day" type="date" value={date} onChange={(v) => v && setDate(v)} />
        <button type="button" className={buttonClasses('outline', 'md')} onClick={() => setDate(addDays(date, 1))}>
          Next day
        </button>
      </div>
      <p className="mt-2 font-semibold text-slate-800">{formatLongDate(date)}</p>
      {team.isPending || trucks.isPending || days.isPending ? (
        <StateText role="status">Loading...</StateText>
      ) : team.isError || trucks.isError || days.isError ? (
        <LoadFailed
          what="the day's trucks"
          query={{
            error: team.error ?? trucks.error ?? days.error,
            refetch: () => Promise.all([team.refetch(), trucks.refetch(), days.refetch()]),
          }}
        />
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {people.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <label htmlFor={`${id}-${e.id}`} className="font-semibold text-slate-900">
                {fullName(e)}
              </label>
              <select
                id={`${id}-${e.id}`}
                className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 text-base"
                value={truckOf(e.id)}
                disabled={set.isPending}
                onChange={(ev) => set.mutate({ date, employeeId: e.id, truckId: ev.target.value || null })}
              >
                <option value="">No truck</option>
                {(trucks.data?.trucks ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.plate})
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
      {set.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {set.error.message}
        </p>
      )}
    </section>
  );
}

export default function TrucksPage() {
  return (
    <OfficePage title="Trucks" path="/admin/trucks">
      <p className="text-sm text-slate-600">Needs a connection: nothing here works offline.</p>
      <TruckDays />
      <Trucks />
      <Facilities />
    </OfficePage>
  );
}

/** Who drives what on a day: each active person's truck, set one select at a time (the crew's Today shows it). */
import { addDays, calendarDateOf, formatLongDate, fullName } from '@haul/shared';
import { useId, useState } from 'react';
import { KeptText } from '../../../components/office/kept-list.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSetTruckDay, useTeam, useTruckDays } from '../api/truck-days.ts';
import { useTrucks } from '../api/trucks.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

export function TruckDays() {
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

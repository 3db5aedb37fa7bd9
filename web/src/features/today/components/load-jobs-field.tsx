/** The jobs on the load, each ticked with its share of the truck in eighths (its estimate's, to start). */
import { fullName } from '@haul/shared';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { useLoadScreen } from '../../../offline/queries/loads.ts';
import type { LoadFormInput, LoadFormOutput } from '../lib/load-form.ts';

export type LoadScreenJob = NonNullable<ReturnType<typeof useLoadScreen>>['jobs'][number];

const EIGHTHS = [1, 2, 3, 4, 5, 6, 7, 8];

export function LoadJobsField({
  control,
  jobs,
}: {
  control: Control<LoadFormInput, unknown, LoadFormOutput>;
  jobs: readonly LoadScreenJob[];
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'shares' });
  const chosen = field.value;
  const choose = (jobId: string, shareEighths: number | null) => {
    const next = { ...chosen };
    if (shareEighths === null) delete next[jobId];
    else next[jobId] = shareEighths;
    field.onChange(next);
  };
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block font-semibold text-slate-800">Jobs on this load, and their share of the truck</legend>
      {jobs.length === 0 ? (
        <p className="mt-1 text-slate-700">You have no jobs today, so there is nothing to share the load with.</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {jobs.map(({ job, shareEighths }, index) => {
            const on = job.id in chosen;
            return (
              <li key={job.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 p-3">
                <label className="flex min-h-11 flex-1 items-center gap-3 font-semibold">
                  <input
                    type="checkbox"
                    className="size-6"
                    checked={on}
                    aria-invalid={Boolean(error)}
                    // The first job is where a refusal of the jobs puts the focus.
                    ref={index === 0 ? field.ref : undefined}
                    onChange={(e) => choose(job.id, e.target.checked ? shareEighths : null)}
                  />
                  {fullName(job)} · {job.preferredTimeSlot}
                </label>
                {on && (
                  <label className="text-sm font-semibold text-slate-800">
                    Share
                    <select
                      className="ml-2 min-h-11 rounded-lg border border-slate-500 bg-white px-2 text-base"
                      value={chosen[job.id]}
                      onChange={(e) => choose(job.id, Number(e.target.value))}
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
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

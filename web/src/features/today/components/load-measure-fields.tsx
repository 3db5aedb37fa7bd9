/** How the load was measured (weight on the ticket, or volume where nothing is weighed) and the figure. */
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { LoadFormInput, LoadFormOutput } from '../lib/load-form.ts';

const MEASURES = [
  { value: 'weight', label: 'Weight (lb)' },
  { value: 'volume', label: 'Volume (yd³)' },
] as const;

export function LoadMeasureFields({ form }: { form: UseFormReturn<LoadFormInput, unknown, LoadFormOutput> }) {
  const measure = useWatch({ control: form.control, name: 'measure' });
  const { errors } = form.formState;
  return (
    <>
      <fieldset>
        <legend className="block font-semibold text-slate-800">Measured by</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {MEASURES.map((o) => (
            <label
              key={o.value}
              className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-400 px-3 font-semibold"
            >
              <input type="radio" value={o.value} className="size-5" {...form.register('measure')} />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      {measure === 'weight' ? (
        <TextField
          large
          label="Net weight in pounds (from the ticket)"
          inputMode="numeric"
          registration={form.register('pounds')}
          error={errors.pounds?.message}
        />
      ) : (
        <TextField
          large
          label="Volume in cubic yards (where nothing was weighed)"
          inputMode="decimal"
          registration={form.register('yards')}
          error={errors.yards?.message}
        />
      )}
    </>
  );
}

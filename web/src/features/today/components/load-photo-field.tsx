/** The photo of the dump ticket or donation receipt, taken with the phone's back camera. */
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { LoadFormInput, LoadFormOutput } from '../lib/load-form.ts';

export function LoadPhotoField({
  control,
  paper,
}: {
  control: Control<LoadFormInput, unknown, LoadFormOutput>;
  paper: 'ticket' | 'receipt';
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'photo' });
  const error = fieldState.error?.message;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        Photo of the {paper}
      </label>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        onBlur={field.onBlur}
        className="mt-1 block min-h-12 w-full rounded-lg border-2 border-brand-700 bg-brand-50 p-2 text-base"
        type="file"
        accept="image/*"
        capture="environment"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

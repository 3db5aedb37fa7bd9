/**
 * The record-a-load form on react-hook-form with the load's schema (lib/load-form.ts): where it
 * went, the ticket or receipt, what was on it, how it was measured, the fee, the jobs on it and
 * the ticket's photo. Each refused field says why under itself, and the first one is named again
 * above Save, where a crew member's thumb is.
 */
import { FACILITY_KIND_LABELS, type Facility, LOAD_MATERIAL_LABELS, loadMaterial } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import {
  EMPTY_LOAD_FORM,
  LOAD_FIELD_ORDER,
  type LoadFormInput,
  type LoadFormOutput,
  loadFormSchema,
  paperOf,
} from '../lib/load-form.ts';
import { useSaveLoad } from '../lib/use-save-load.ts';
import { LoadJobsField, type LoadScreenJob } from './load-jobs-field.tsx';
import { LoadMeasureFields } from './load-measure-fields.tsx';
import { LoadPhotoField } from './load-photo-field.tsx';

const MATERIALS = loadMaterial.map((m) => ({ value: m, label: LOAD_MATERIAL_LABELS[m] }));

export function LoadForm({
  facilities,
  jobs,
  employeeId,
  truckId,
}: {
  facilities: readonly Facility[];
  jobs: readonly LoadScreenJob[];
  employeeId: string;
  truckId: string | null;
}) {
  const schema = useMemo(() => loadFormSchema(facilities), [facilities]);
  const form = useForm<LoadFormInput, unknown, LoadFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_LOAD_FORM,
  });
  const save = useSaveLoad({ employeeId, truckId });
  // A new file input after each save: the browser keeps the last file in the old one.
  const [saved, setSaved] = useState(0);
  const facilityId = useWatch({ control: form.control, name: 'facilityId' });
  const facility = facilities.find((f) => f.id === facilityId);
  const paper = paperOf(facility);
  const { errors, isSubmitting } = form.formState;
  const problem =
    errors.root?.message ??
    LOAD_FIELD_ORDER.map((f) => errors[f]?.message).find((m): m is string => typeof m === 'string');

  const submit = form.handleSubmit(async (load) => {
    const refused = await save(load);
    if (refused) return form.setError('root', { message: refused });
    // The next load is likely from the same place, of the same stuff, measured the same way.
    const { material, measure } = form.getValues();
    form.reset({ ...EMPTY_LOAD_FORM, facilityId: load.facility.id, material, measure });
    setSaved((n) => n + 1);
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <SelectField
        large
        label="Where did it go?"
        placeholder="Choose the facility"
        required
        options={facilities.map((f) => ({ value: f.id, label: `${f.name} — ${FACILITY_KIND_LABELS[f.kind]}` }))}
        registration={form.register('facilityId')}
        error={errors.facilityId?.message}
      />
      <TextField
        large
        label={paper === 'receipt' ? 'Receipt number' : 'Ticket number'}
        maxLength={40}
        registration={form.register('ticketNumber')}
        error={errors.ticketNumber?.message}
      />
      <SelectField
        large
        label="What was on it"
        options={MATERIALS}
        registration={form.register('material')}
        error={errors.material?.message}
      />
      <LoadMeasureFields form={form} />
      <TextField
        large
        label="Fee paid ($)"
        inputMode="decimal"
        placeholder="0.00"
        registration={form.register('fee')}
        error={errors.fee?.message}
      />
      {facility?.kind === 'donation' && (
        <>
          <TextField
            large
            label={`Charity (if not ${facility.name})`}
            maxLength={120}
            registration={form.register('charity')}
            error={errors.charity?.message}
          />
          <TextAreaField
            large
            label="Items donated"
            rows={3}
            maxLength={1000}
            registration={form.register('items')}
            error={errors.items?.message}
          />
        </>
      )}
      <LoadJobsField control={form.control} jobs={jobs} />
      <LoadPhotoField key={saved} control={form.control} paper={paper} />
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className={`${buttonClasses('primary', 'lg')} w-full`}
        disabled={isSubmitting || !facilityId}
      >
        {isSubmitting ? 'Saving...' : 'Save load'}
      </button>
    </form>
  );
}

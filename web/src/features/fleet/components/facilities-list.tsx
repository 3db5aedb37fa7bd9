/**
 * Where loads go (decision 0200): landfills, transfer stations, recyclers, donation centres and
 * waste-to-energy plants, added through the shared `FacilityCreateSchema`.
 */
import { FACILITY_KIND_LABELS, type FacilityCreate, FacilityCreateSchema, facilityKind } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { KeptList } from '../../../components/office/kept-list.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { useAddFacility, useFacilities, useRemoveFacility } from '../api/facilities.ts';

const KINDS = facilityKind.map((k) => ({ value: k, label: FACILITY_KIND_LABELS[k] }));

export function FacilitiesList() {
  const facilities = useFacilities();
  const add = useAddFacility();
  const remove = useRemoveFacility();
  const form = useForm<z.input<typeof FacilityCreateSchema>, unknown, FacilityCreate>({
    resolver: zodResolver(FacilityCreateSchema),
    defaultValues: { kind: 'landfill', name: '', address: '' },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const { errors } = form.formState;
  // The kind stays chosen for the next one of the same kind.
  const submit = form.handleSubmit((facility) =>
    add.mutate(facility, { onSuccess: () => form.reset({ ...form.getValues(), name: '', address: '' }) }),
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
      <SelectField label="Kind" options={KINDS} registration={form.register('kind')} error={errors.kind?.message} />
      <TextField label="Name" maxLength={120} registration={form.register('name')} error={errors.name?.message} />
      <TextField
        label="Address (optional)"
        maxLength={200}
        registration={form.register('address')}
        error={errors.address?.message}
      />
    </KeptList>
  );
}

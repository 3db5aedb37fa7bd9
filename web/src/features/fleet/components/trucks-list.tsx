/** The office's trucks: name, plate and cubic yards, added through the shared `TruckCreateSchema`. */
import { type TruckCreate, TruckCreateSchema } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { KeptList } from '../../../components/office/kept-list.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useAddTruck, useRemoveTruck, useTrucks } from '../api/trucks.ts';

export function TrucksList() {
  const trucks = useTrucks();
  const add = useAddTruck();
  const remove = useRemoveTruck();
  const form = useForm<z.input<typeof TruckCreateSchema>, unknown, TruckCreate>({
    resolver: zodResolver(TruckCreateSchema),
    defaultValues: { name: '', plate: '', capacityCubicYards: '16' },
  });
  const [name, plate] = useWatch({ control: form.control, name: ['name', 'plate'] });
  const { errors } = form.formState;
  // The next truck is likely the same size: only the name and plate are cleared.
  const submit = form.handleSubmit((truck) =>
    add.mutate(truck, { onSuccess: () => form.reset({ ...form.getValues(), name: '', plate: '' }) }),
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
      <TextField label="Name" maxLength={60} registration={form.register('name')} error={errors.name?.message} />
      <TextField label="Plate" maxLength={12} registration={form.register('plate')} error={errors.plate?.message} />
      <TextField
        label="Capacity (cubic yards)"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        registration={form.register('capacityCubicYards')}
        error={errors.capacityCubicYards?.message}
      />
    </KeptList>
  );
}

/**
 * Where regulated items go (decision 0231): the office's permitted tyre carriers and certified
 * refrigerant recyclers, added through the shared `DisposalPartnerCreateSchema`. A job with tyres
 * cannot be marked done until a carrier is here, so the card says when none is.
 */
import {
  DISPOSAL_PARTNER_LABELS,
  type DisposalPartnerCreate,
  DisposalPartnerCreateSchema,
  disposalPartnerKind,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { KeptList } from '../../../components/office/kept-list.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { useAddDisposalPartner, useDisposalPartners, useRemoveDisposalPartner } from '../api/disposal-partners.ts';

const KINDS = disposalPartnerKind.map((k) => ({ value: k, label: DISPOSAL_PARTNER_LABELS[k] }));

export function DisposalPartners() {
  const partners = useDisposalPartners();
  const add = useAddDisposalPartner();
  const remove = useRemoveDisposalPartner();
  const form = useForm<z.input<typeof DisposalPartnerCreateSchema>, unknown, DisposalPartnerCreate>({
    resolver: zodResolver(DisposalPartnerCreateSchema),
    defaultValues: { kind: 'tyre_carrier', name: '', permit: '' },
  });
  const [name, permit] = useWatch({ control: form.control, name: ['name', 'permit'] });
  const { errors } = form.formState;
  // The kind stays chosen for the next partner of the same kind.
  const submit = form.handleSubmit((partner) =>
    add.mutate(partner, { onSuccess: () => form.reset({ ...form.getValues(), name: '', permit: '' }) }),
  );
  const list = partners.data?.partners ?? [];
  return (
    <KeptList
      title="Where it goes"
      intro="Crews choose from this list when they mark a job done. Georgia requires tyres to go with a permitted scrap-tire carrier; refrigerant must be recovered by an EPA 608 certified technician or go to a certified recycler."
      what="the list"
      query={partners}
      items={list.map((p) => ({
        id: p.id,
        name: p.name,
        detail: `${DISPOSAL_PARTNER_LABELS[p.kind]} · ${p.kind === 'tyre_carrier' ? 'Permit' : 'Certification'} ${p.permit}`,
      }))}
      notice={
        !list.some((p) => p.kind === 'tyre_carrier') && (
          <p className="mt-2 rounded-md bg-amber-50 p-2 font-semibold text-amber-950">
            No permitted tyre carrier yet: crews cannot mark a job with tyres done until you add one.
          </p>
        )
      }
      remove={remove}
      add={add}
      addLabel="Add"
      ready={Boolean(name.trim() && permit.trim())}
      onAdd={submit}
    >
      <SelectField label="Kind" options={KINDS} registration={form.register('kind')} error={errors.kind?.message} />
      <TextField label="Name" maxLength={120} registration={form.register('name')} error={errors.name?.message} />
      <TextField
        label="Permit or certification number"
        maxLength={60}
        registration={form.register('permit')}
        error={errors.permit?.message}
      />
    </KeptList>
  );
}

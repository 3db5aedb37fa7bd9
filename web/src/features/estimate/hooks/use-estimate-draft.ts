/**
 * The estimate being built on screen, on react-hook-form with the shared `EstimateSelectionSchema`:
 * the share and the lines the crew picked, priced by the shared pricing function on every change.
 * The saved estimate is the form's `values`, so a synced or re-saved estimate replaces the draft
 * (react-hook-form resets to `values` whenever they change).
 */
import {
  type Estimate,
  type EstimateSelection,
  EstimateSelectionSchema,
  estimateLinesHash,
  type PriceBook,
  priceEstimate,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { type Draft, draftOf, sameDraft } from '../lib/draft.ts';

export function useEstimateDraft({
  appointmentId,
  book,
  estimate,
}: {
  appointmentId: string;
  book: PriceBook;
  estimate: Estimate | null;
}) {
  const mutate = useMutate();
  const selection = estimate?.selection;
  const saved = useMemo(() => draftOf(selection), [selection]);
  const values = useMemo(() => ({ priceBookNumber: book.number, ...saved }), [book.number, saved]);
  const form = useForm<EstimateSelection>({ resolver: zodResolver(EstimateSelectionSchema), values });
  const [shareEighths, items, surcharges] = useWatch({
    control: form.control,
    name: ['shareEighths', 'items', 'surcharges'],
  });
  const draft: Draft = { shareEighths, items, surcharges };
  const priced = priceEstimate(book, book.number, { priceBookNumber: book.number, ...draft });
  const changed = !estimate || !sameDraft(draft, saved);
  const edit = {
    share: (share: Draft['shareEighths']) => form.setValue('shareEighths', share, { shouldDirty: true }),
    items: (lines: Draft['items']) => form.setValue('items', lines, { shouldDirty: true }),
    surcharges: (lines: Draft['surcharges']) => form.setValue('surcharges', lines, { shouldDirty: true }),
  };

  const save = form.handleSubmit(async (checked) => {
    const repriced = priceEstimate(book, book.number, checked);
    if (!repriced.ok) return;
    try {
      await mutate('saveEstimate', {
        id: estimate?.id ?? crypto.randomUUID(),
        appointmentId,
        selection: checked,
        totalCents: repriced.totalCents,
        linesHash: await estimateLinesHash(repriced),
      });
    } catch (err) {
      notify({
        title: 'Not saved',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    }
  });

  return { draft, priced, changed, edit, save, saving: form.formState.isSubmitting };
}

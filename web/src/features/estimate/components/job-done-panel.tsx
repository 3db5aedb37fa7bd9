/**
 * Job done (decisions 0192, 0231): the share actually hauled (more than signed needs a new signature
 * first), where refrigerant appliances and tyres went, notes for the office (checked with
 * `CompleteJobSchema`'s rule), and a warning when no After photo was taken.
 */
import {
  type Appointment,
  CompleteJobSchema,
  complianceNeeds,
  complianceProblem,
  type DisposalPartner,
  type Estimate,
  formatCents,
  type PriceBook,
  shareLabel,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SelectField, TextAreaField } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { finalPrice } from '../lib/final-price.ts';
import { ComplianceFields, type ComplianceRecords } from './compliance-fields.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/** The share as the select holds it: eighths as text, '' for items only. */
const shareOf = (text: string) => (text === '' ? null : Number(text));
const JobDoneSchema = z.object({
  finalShare: z.string().transform(shareOf).pipe(CompleteJobSchema.shape.finalShareEighths),
  officeNotes: CompleteJobSchema.shape.officeNotes,
  compliance: z.custom<ComplianceRecords>(),
});

export function JobDonePanel({
  job,
  book,
  estimate,
  hasAfterPhoto,
  partners,
}: {
  job: Appointment;
  book: PriceBook;
  estimate: Estimate;
  hasAfterPhoto: boolean;
  partners: DisposalPartner[];
}) {
  const mutate = useMutate();
  const form = useForm<z.input<typeof JobDoneSchema>, unknown, z.output<typeof JobDoneSchema>>({
    resolver: zodResolver(JobDoneSchema),
    defaultValues: {
      finalShare: estimate.selection.shareEighths === null ? '' : String(estimate.selection.shareEighths),
      officeNotes: '',
      compliance: {},
    },
  });
  const [share, records] = useWatch({ control: form.control, name: ['finalShare', 'compliance'] });
  const { final, overSigned } = finalPrice(book, estimate, shareOf(share));
  const needs = final.ok ? complianceNeeds(final.lines, book.items) : [];
  const compliance = needs.map((n) => records[n.itemCode] ?? { itemCode: n.itemCode });
  const missing = complianceProblem(needs, compliance, partners);
  const { errors, isSubmitting } = form.formState;
  const finish = form.handleSubmit(async ({ finalShare, officeNotes }) => {
    try {
      await mutate('completeJob', {
        appointmentId: job.id,
        finalShareEighths: finalShare,
        completedAt: new Date().toISOString(),
        ...(officeNotes ? { officeNotes } : {}),
        compliance,
      });
      notify({ title: 'Job done', description: 'The invoice is issued when this reaches the server.' });
    } catch (err) {
      notify({
        title: 'Not saved',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    }
  });
  return (
    <section className={card} aria-label="Job done">
      <h2 className="text-lg font-bold text-slate-900">Job done</h2>
      <form onSubmit={finish} noValidate>
        <SelectField
          large
          className="mt-2"
          label="Truck share actually hauled"
          options={[
            ...book.tiers.map((t) => ({
              value: String(t.eighths),
              label: `${t.label || shareLabel(t.eighths)} (${formatCents(t.priceCents)})`,
            })),
            { value: '', label: 'Items only' },
          ]}
          registration={form.register('finalShare')}
          error={errors.finalShare?.message}
        />
        {final.ok && (
          <p className="mt-2 text-slate-800">
            Invoice total: <strong>{formatCents(final.totalCents)}</strong>
          </p>
        )}
        {overSigned && (
          <p className="mt-2 font-semibold text-amber-900" role="alert">
            That is more than the {formatCents(estimate.totalCents)} the customer signed for. Change the truck share
            above, save, and have them sign the new price.
          </p>
        )}
        <ComplianceFields
          needs={needs}
          partners={partners}
          records={records}
          onChange={(next) => form.setValue('compliance', next)}
        />
        {!hasAfterPhoto && (
          <p className="mt-2 rounded-md bg-amber-50 p-2 text-amber-950" data-testid="no-after-photo">
            No After photo yet. Take one in Photos before you leave, unless the customer asked you not to.
          </p>
        )}
        <TextAreaField
          large
          className="mt-3"
          label="Notes for the office (optional)"
          maxLength={2000}
          rows={3}
          registration={form.register('officeNotes')}
          error={errors.officeNotes?.message}
        />
        <button
          type="submit"
          className={buttonClasses('primary', 'lg', 'mt-3 w-full')}
          disabled={isSubmitting || overSigned || !final.ok || missing !== null}
        >
          Mark job done
        </button>
      </form>
      {missing && (
        <p className="mt-2 text-sm font-semibold text-slate-800" data-testid="compliance-missing">
          Before marking it done: {missing.message}
        </p>
      )}
    </section>
  );
}

/**
 * The customer's approval: their printed name (checked with `SignEstimateSchema`'s rule) and their
 * finger signature, for the total on screen; once signed, who approved and when.
 */
import { type Estimate, formatCents, formatCompanyTime, SignEstimateSchema } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { SignatureField, type SignatureHandle } from './signature-field.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const SignerSchema = z.object({ signerName: SignEstimateSchema.shape.signerName });

export function SignedNote({ estimate }: { estimate: Estimate }) {
  return (
    <section className={card} aria-label="Signature">
      <p className="font-semibold text-emerald-800" data-testid="estimate-signed">
        Approved by {estimate.signerName}
        {estimate.signedAt ? ` on ${formatCompanyTime(estimate.signedAt, 'date-time')}` : ''}
      </p>
      {estimate.signaturePng && (
        <img
          src={estimate.signaturePng}
          alt={`Signature of ${estimate.signerName}`}
          className="mt-2 h-24 rounded border border-slate-200"
        />
      )}
    </section>
  );
}

export function SignaturePanel({ estimate }: { estimate: Estimate }) {
  const mutate = useMutate();
  const pad = useRef<SignatureHandle | null>(null);
  // Whether the pad holds strokes: the pad's own state, not a field of the form.
  const [empty, setEmpty] = useState(true);
  const onChange = useCallback((isEmpty: boolean) => setEmpty(isEmpty), []);
  const form = useForm<z.input<typeof SignerSchema>, unknown, z.output<typeof SignerSchema>>({
    resolver: zodResolver(SignerSchema),
    defaultValues: { signerName: '' },
  });
  const name = useWatch({ control: form.control, name: 'signerName' });
  const sign = form.handleSubmit(async ({ signerName }) => {
    const handle = pad.current;
    if (!handle || handle.isEmpty()) return;
    try {
      await mutate('signEstimate', {
        estimateId: estimate.id,
        linesHash: estimate.linesHash,
        signerName,
        signedAt: new Date().toISOString(),
        strokes: handle.strokes(),
        png: handle.png(),
      });
      notify({ title: 'Signed', description: 'Saved on this phone; it is sent when there is signal.' });
    } catch (err) {
      notify({
        title: 'Not signed',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    }
  });
  return (
    <section className={card} aria-label="Customer approval">
      <h2 className="text-lg font-bold text-slate-900">Customer approval</h2>
      <p className="mt-1 text-slate-800">
        Hand the phone to the customer: they approve <strong>{formatCents(estimate.totalCents)}</strong> by signing.
      </p>
      <form onSubmit={sign} noValidate>
        <TextField
          large
          className="mt-3"
          label="Customer’s printed name"
          autoComplete="off"
          registration={form.register('signerName')}
          error={form.formState.errors.signerName?.message}
        />
        <div className="mt-3">
          <SignatureField handle={pad} onChange={onChange} />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonClasses('outline', 'lg')} onClick={() => pad.current?.clear()}>
            Clear
          </button>
          <button type="submit" className={buttonClasses('primary', 'lg')} disabled={empty || name.trim() === ''}>
            Approve {formatCents(estimate.totalCents)}
          </button>
        </div>
      </form>
    </section>
  );
}

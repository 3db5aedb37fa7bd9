/**
 * After job done: the invoice (issued by the server when the job reaches it), the customer's copy,
 * and "Paid on the card reader" while something is due (no payment provider: amount, the card's
 * last four and the approval code, checked by `cardPaymentFormSchema`).
 */
import { type Appointment, centsAsDecimal, formatCents, type Invoice, invoiceNumberLabel } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { type CardPayment, type CardPaymentInput, cardPaymentFormSchema } from '../lib/card-payment-form.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function CardReaderForm({ job, due }: { job: Appointment; due: number }) {
  const mutate = useMutate();
  const form = useForm<CardPaymentInput, unknown, CardPayment>({
    resolver: zodResolver(cardPaymentFormSchema(due)),
    defaultValues: { amount: centsAsDecimal(due), cardLast4: '', approvalCode: '' },
  });
  const typed = useWatch({ control: form.control });
  const { errors, isSubmitting } = form.formState;
  const record = form.handleSubmit(async ({ amount, cardLast4, approvalCode }) => {
    try {
      await mutate('recordCardPayment', {
        id: crypto.randomUUID(),
        appointmentId: job.id,
        amountCents: amount,
        cardLast4,
        approvalCode,
        paidAt: new Date().toISOString(),
      });
      notify({ title: 'Payment recorded', description: 'Saved on this phone; the office sees it when it syncs.' });
    } catch (err) {
      notify({
        title: 'Not recorded',
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
    }
  });
  const filled = Boolean(typed.amount?.trim() && typed.cardLast4?.trim() && typed.approvalCode?.trim());
  return (
    <form onSubmit={record} noValidate className="mt-3 space-y-2 border-t border-slate-200 pt-3">
      <h3 className="font-bold text-slate-900">Paid on the card reader</h3>
      <p className="text-sm text-slate-600">Card only, after the job. Never write down the card number.</p>
      <TextField
        large
        label="Amount ($)"
        inputMode="decimal"
        registration={form.register('amount')}
        error={errors.amount?.message}
      />
      <TextField
        large
        label="Card’s last four digits"
        inputMode="numeric"
        maxLength={4}
        registration={form.register('cardLast4')}
        error={errors.cardLast4?.message}
      />
      <TextField
        large
        label="Approval code (on the reader’s receipt)"
        maxLength={12}
        registration={form.register('approvalCode')}
        error={errors.approvalCode?.message}
      />
      <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')} disabled={isSubmitting || !filled}>
        Record payment
      </button>
    </form>
  );
}

export function InvoiceNote({ job, invoice }: { job: Appointment; invoice: Invoice | null }) {
  if (!invoice)
    return (
      <section className={card} aria-label="Invoice" data-testid="job-done">
        <p className="font-semibold text-emerald-800">Job done. The invoice is issued when this reaches the server.</p>
      </section>
    );
  const due = invoice.totalCents - invoice.paidCents;
  return (
    <section className={card} aria-label="Invoice" data-testid="job-done">
      <p className="font-semibold text-slate-900">
        Invoice {invoiceNumberLabel(invoice.number)}: {formatCents(invoice.totalCents)} —{' '}
        {invoice.status === 'paid' ? 'paid' : invoice.status === 'void' ? 'void' : `${formatCents(due)} due`}
      </p>
      <a
        className="mt-2 inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
        href={invoice.publicPath}
        target="_blank"
        rel="noreferrer"
      >
        Show the customer’s invoice
      </a>
      {invoice.status === 'open' && due > 0 && <CardReaderForm job={job} due={due} />}
    </section>
  );
}

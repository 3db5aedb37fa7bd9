/**
 * Correct an entry's times (company time) with a required reason. The phone's times are kept on
 * the server beside the correction; this form only says what the office decided.
 */
import {
  calendarDateField,
  calendarDateOf,
  clockTimeField,
  companyClockTime,
  companyTimeToInstant,
  type OfficeTimeEntry,
  requiredText,
  TimeEntryCorrectionInputSchema,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCorrectEntry } from '../api/review-queue.ts';

const CorrectionFormSchema = z.object({
  inDate: calendarDateField(),
  inTime: clockTimeField(),
  outDate: calendarDateField(),
  outTime: clockTimeField(),
  reason: requiredText(500),
});
type CorrectionForm = z.infer<typeof CorrectionFormSchema>;

function defaults(e: OfficeTimeEntry): CorrectionForm {
  const start = new Date(e.effectiveClockIn);
  const end = e.effectiveClockOut ? new Date(e.effectiveClockOut) : new Date();
  return {
    inDate: calendarDateOf(start),
    inTime: companyClockTime(start),
    outDate: calendarDateOf(end),
    outTime: companyClockTime(end),
    reason: '',
  };
}

export function CorrectionForm({ entry, onDone }: { entry: OfficeTimeEntry; onDone: (message: string) => void }) {
  const correct = useCorrectEntry();
  const form = useForm<CorrectionForm>({ resolver: zodResolver(CorrectionFormSchema), defaultValues: defaults(entry) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const parsed = TimeEntryCorrectionInputSchema.safeParse({
      clockInTime: companyTimeToInstant(values.inDate, values.inTime).toISOString(),
      clockOutTime: companyTimeToInstant(values.outDate, values.outTime).toISOString(),
      reason: values.reason,
    });
    if (!parsed.success) {
      form.setError('outTime', { message: parsed.error.issues[0]?.message ?? 'Check the times' });
      return;
    }
    try {
      await correct.mutateAsync({ id: entry.id, input: parsed.data });
      onDone(`Corrected ${entry.employeeName}'s entry.`);
    } catch (error) {
      form.setError('root', {
        message:
          error instanceof ApiError
            ? error.userMessage('The correction was not saved.')
            : 'The correction was not saved.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm text-slate-700">Times are Atlanta time. What the phone recorded stays on file.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Clock-in date"
          type="date"
          registration={form.register('inDate')}
          error={errors.inDate?.message}
        />
        <TextField
          label="Clock-in time"
          type="time"
          registration={form.register('inTime')}
          error={errors.inTime?.message}
        />
        <TextField
          label="Clock-out date"
          type="date"
          registration={form.register('outDate')}
          error={errors.outDate?.message}
        />
        <TextField
          label="Clock-out time"
          type="time"
          registration={form.register('outTime')}
          error={errors.outTime?.message}
        />
      </div>
      <TextAreaField
        label="Reason for the correction"
        rows={2}
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      )}
      <button type="submit" disabled={correct.isPending} className={buttonClasses('primary')}>
        {correct.isPending ? 'Saving...' : 'Save correction'}
      </button>
    </form>
  );
}

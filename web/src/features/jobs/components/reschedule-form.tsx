/**
 * Move a job to another date and arrival window (decision 0141): the server applies the wizard's rules
 * and the window's capacity; a full window needs a reason to override it (kept with who did it).
 * The crew's phones pick the new date up on their next pull.
 */
import { type Appointment, ARRIVAL_WINDOW_LABELS, calendarDateField, optionalText } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FormError, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReschedule } from '../api/appointments.ts';

const RescheduleFormSchema = z.object({
  date: calendarDateField(),
  slot: z.string().min(1, 'Choose a window'),
  overrideReason: optionalText(300, { multiline: false }),
});
type RescheduleFormInput = z.input<typeof RescheduleFormSchema>;
type RescheduleFormOutput = z.output<typeof RescheduleFormSchema>;

export function RescheduleForm({ appointment }: { appointment: Appointment }) {
  const reschedule = useReschedule();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<RescheduleFormInput, unknown, RescheduleFormOutput>({
    resolver: zodResolver(RescheduleFormSchema),
    defaultValues: { date: appointment.preferredDate, slot: appointment.preferredTimeSlot, overrideReason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const moved = await reschedule.mutateAsync({ id: appointment.id, input: values });
      setDone(`Moved to ${moved.preferredDate}, ${moved.preferredTimeSlot}.`);
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.userMessage('The job was not moved.') : 'The job was not moved.',
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="New date" type="date" registration={form.register('date')} error={errors.date?.message} />
        <SelectField
          label="New arrival window"
          placeholder="Choose"
          registration={form.register('slot')}
          error={errors.slot?.message}
          options={ARRIVAL_WINDOW_LABELS.map((w) => ({ value: w, label: w }))}
        />
      </div>
      <TextField
        label="Reason to override a full window"
        optional
        hint="Only when the window is full: who agreed, and why."
        registration={form.register('overrideReason')}
        error={errors.overrideReason?.message}
      />
      <FormError message={errors.root?.message} />
      <p role="status" className="text-sm font-medium text-brand-800">
        {done}
      </p>
      <button type="submit" disabled={reschedule.isPending} className={buttonClasses('primary')}>
        {reschedule.isPending ? 'Moving...' : 'Reschedule'}
      </button>
    </form>
  );
}

/** 'Add Schedule for {date}': employee, start/end time, availability, notes; errors from the shared schema. */
import { type Employee, formatLongDate, fullName, type ScheduleCreate, ScheduleCreateSchema } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';

const AVAILABILITY = [
  { value: 'true', label: 'Available' },
  { value: 'false', label: 'Not Available' },
] as const;

export function AddScheduleDialog({ date, employees }: { date: string; employees: Employee[] }) {
  const [open, setOpen] = useState(false);
  const mutate = useMutate();
  const empty: ScheduleCreate = {
    employeeId: '',
    date,
    startTime: '08:00',
    endTime: '16:00',
    isAvailable: 'true',
    notes: '',
  };
  const form = useForm<ScheduleCreate>({ resolver: zodResolver(ScheduleCreateSchema), values: empty });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate('upsertSchedule', { ...values, id: crypto.randomUUID(), date });
      notify({ title: 'Schedule Added', description: 'Schedule has been successfully created.' });
      form.reset(empty);
      setOpen(false);
    } catch {
      notify({ title: 'Error', description: 'Failed to create schedule. Please try again.', variant: 'destructive' });
    }
  });

  return (
    <>
      <button type="button" className={buttonClasses('primary')} onClick={() => setOpen(true)}>
        Add Schedule
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`Add Schedule for ${formatLongDate(date)}`}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <SelectField
            label="Employee"
            placeholder="Select an employee"
            options={employees.map((e) => ({ value: e.id, label: fullName(e) }))}
            registration={form.register('employeeId')}
            error={errors.employeeId?.message}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Start time"
              type="time"
              registration={form.register('startTime')}
              error={errors.startTime?.message}
            />
            <TextField
              label="End time"
              type="time"
              registration={form.register('endTime')}
              error={errors.endTime?.message}
            />
          </div>
          <SelectField
            label="Availability"
            placeholder="Choose availability"
            options={AVAILABILITY}
            registration={form.register('isAvailable')}
            error={errors.isAvailable?.message}
          />
          <TextAreaField
            label="Notes"
            optional
            rows={2}
            registration={form.register('notes')}
            error={errors.notes?.message}
          />
          <button
            type="submit"
            className={buttonClasses('primary', 'lg', 'w-full')}
            disabled={form.formState.isSubmitting}
          >
            Add Schedule
          </button>
        </form>
      </Modal>
    </>
  );
}

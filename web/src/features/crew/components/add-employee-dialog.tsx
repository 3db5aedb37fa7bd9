/** Add New Employee: the spec's fields, default role crew_member, errors from the shared schema. */
import { type EmployeeCreate, EmployeeCreateSchema, employeeRole } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';

const EMPTY: EmployeeCreate = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  role: 'crew_member',
  hourlyRate: '',
};

export function AddEmployeeDialog() {
  const [open, setOpen] = useState(false);
  const mutate = useMutate();
  const form = useForm<EmployeeCreate>({ resolver: zodResolver(EmployeeCreateSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate('createEmployee', { ...values, id: crypto.randomUUID() });
      notify({ title: 'Employee Added', description: 'New employee has been successfully added to the team.' });
      form.reset(EMPTY);
      setOpen(false);
    } catch {
      notify({ title: 'Error', description: 'Failed to add employee. Please try again.', variant: 'destructive' });
    }
  });

  return (
    <>
      <button type="button" className={buttonClasses('primary')} onClick={() => setOpen(true)}>
        Add Employee
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Add New Employee">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="off"
              registration={form.register('firstName')}
              error={errors.firstName?.message}
            />
            <TextField
              label="Last name"
              autoComplete="off"
              registration={form.register('lastName')}
              error={errors.lastName?.message}
            />
          </div>
          <TextField label="Phone" type="tel" registration={form.register('phone')} error={errors.phone?.message} />
          <TextField label="Email" type="email" registration={form.register('email')} error={errors.email?.message} />
          <SelectField
            label="Role"
            placeholder="Choose a role"
            options={employeeRole.options}
            registration={form.register('role')}
            error={errors.role?.message}
          />
          <TextField
            label="Hourly rate"
            optional
            inputMode="decimal"
            placeholder="25.00"
            registration={form.register('hourlyRate', { setValueAs: (v: string) => (v.trim() === '' ? undefined : v) })}
            error={errors.hourlyRate?.message}
          />
          <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')}>
            Add Employee
          </button>
        </form>
      </Modal>
    </>
  );
}

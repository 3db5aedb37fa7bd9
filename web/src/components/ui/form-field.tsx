/**
 * Labelled form controls for react-hook-form (the contact form, the booking wizard): the
 * message sits under the field, is tied to it with aria-describedby, and marks it aria-invalid,
 * so screen readers announce what to fix. Borders and placeholders keep 3:1 / 4.5:1 contrast.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
}

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none';
const controlClass = (error: string | undefined) =>
  `${CONTROL} ${error ? 'border-red-600 bg-red-50/40' : 'border-slate-500'}`;

function FieldShell({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: Omit<FieldProps, 'registration'> & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export function TextField({
  label,
  registration,
  error,
  hint,
  optional,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldShell {...{ id, label, error, hint, optional, className }}>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  optional,
  className,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldShell {...{ id, label, error, hint, optional, className }}>
      <textarea
        id={id}
        rows={4}
        {...input}
        {...registration}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  registration,
  error,
  hint,
  className,
  placeholder,
  options,
  ...select
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder: string;
    options: readonly { value: string; label: string }[];
  }) {
  const id = useId();
  return (
    <FieldShell {...{ id, label, error, hint, className }}>
      <select
        id={id}
        {...select}
        {...registration}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

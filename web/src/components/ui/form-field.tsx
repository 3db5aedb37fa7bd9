/**
 * Labelled form controls for react-hook-form (every form of the site and the staff app; without
 * a `registration`, a control the page keeps itself, such as a picker outside any form): the
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

interface ShellProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** The crew's phone screens, used outdoors and in gloves: 48 px and more, larger text. */
  large?: boolean;
}
type FieldProps = ShellProps & { registration?: UseFormRegisterReturn };

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none';
const REGULAR = { label: 'text-sm', control: 'text-base' };
const LARGE = { label: 'text-base', control: 'min-h-12 text-lg' };

/** What every control carries: its id, its state for assistive technology, and its look. */
interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

/** Splits a field's props into the shell's and the control's own. */
function shellOf<P extends ShellProps>({ label, error, hint, optional, className, large, ...control }: P) {
  return [{ label, error, hint, optional, className, large }, control] as const;
}

function FieldShell({
  label,
  error,
  hint,
  optional,
  className,
  large = false,
  children,
}: ShellProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const look = large ? LARGE : REGULAR;
  return (
    <div className={className}>
      <label htmlFor={id} className={`block ${look.label} font-semibold text-slate-800`}>
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
        className: `${CONTROL} ${look.control} ${error ? 'border-red-600 bg-red-50/40' : 'border-slate-500'}`,
      })}
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

export function TextField({ registration, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const [shell, input] = shellOf(props);
  return <FieldShell {...shell}>{(control) => <input {...input} {...registration} {...control} />}</FieldShell>;
}

export function TextAreaField({ registration, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [shell, input] = shellOf(props);
  return (
    <FieldShell {...shell}>{(control) => <textarea rows={4} {...input} {...registration} {...control} />}</FieldShell>
  );
}

/**
 * A select with an empty first choice named by `placeholder` (none without it, where there is
 * always a choice); `options`, or `children` for grouped options.
 */
export function SelectField({
  registration,
  placeholder,
  options,
  children,
  ...props
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder?: string;
    options?: readonly { value: string; label: string }[];
  }) {
  const [shell, select] = shellOf(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select {...select} {...registration} {...control}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          )) ?? children}
        </select>
      )}
    </FieldShell>
  );
}

/** A message about the whole form (the server's answer, a refusal), announced when it appears. */
export function FormError({ message, className = '' }: { message: string | null | undefined; className?: string }) {
  return message ? (
    <p role="alert" className={`text-sm font-medium text-red-700 ${className}`.trim()}>
      {message}
    </p>
  ) : null;
}

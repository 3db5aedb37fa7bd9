/**
 * A labelled input or textarea with its validation message underneath. The message is tied to
 * the control with aria-describedby and the control is marked aria-invalid, so screen readers
 * read the problem with the field.
 */
import { type ComponentPropsWithRef, useId } from 'react';

const CONTROL =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700';

interface BaseProps {
  label: string;
  error?: string;
  className?: string;
}

type InputProps = BaseProps & { multiline?: false } & ComponentPropsWithRef<'input'>;
type TextareaProps = BaseProps & { multiline: true } & ComponentPropsWithRef<'textarea'>;

export function FormField(props: InputProps | TextareaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { label, error, className = '' } = props;
  const border = error ? 'border-red-700' : 'border-slate-400';
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {props.multiline ? (
        <textarea {...withoutOwnProps(props)} {...a11y} className={`${CONTROL} ${border} min-h-28`} />
      ) : (
        <input {...withoutOwnProps(props)} {...a11y} className={`${CONTROL} ${border}`} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function withoutOwnProps<P extends BaseProps & { multiline?: boolean }>(props: P) {
  const { label: _label, error: _error, className: _className, multiline: _multiline, ...rest } = props;
  return rest;
}

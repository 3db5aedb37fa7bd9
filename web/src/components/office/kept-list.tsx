/**
 * The office's short lists of things it keeps (trucks, facilities, disposal partners): a card with
 * the list, a Remove button on each, and the form that adds one below it. The form is the
 * caller's (react-hook-form with the shared create schema: its fields as children, built from
 * `form-field.tsx`, and its submit handler); the states (loading, failed, empty), the list and
 * the add button's error are here. `KeptText` is the same look for a picker outside the form.
 */
import { type FormEventHandler, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { buttonClasses } from '../ui/button-styles.ts';
import { LABELLED_FIELD_CLASSES } from '../ui/field-styles.ts';
import { type FailedRead, LoadFailed } from '../ui/load-failed.tsx';
import { StateText } from './panel.tsx';

/** One kept record as the list shows it. */
export interface KeptItem {
  id: string;
  name: string;
  detail: ReactNode;
}

/** The label look of the add forms (their fields: LABELLED_FIELD_CLASSES). */
const LABEL = 'text-sm font-semibold text-slate-800';

/**
 * A labelled input the page keeps itself (a day, a date range), whose label names it; `onChange`
 * gets the new value.
 * Every other attribute (type, maxLength, inputMode, min, max...) goes to the input as given.
 */
export function KeptText({
  label,
  onChange,
  ...input
}: { label: string; onChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'onChange' | 'children'
>) {
  return (
    <label className={LABEL}>
      {label}
      <input className={LABELLED_FIELD_CLASSES} {...input} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

export function KeptList({
  title,
  intro,
  what,
  query,
  items,
  empty,
  notice,
  remove,
  add,
  addLabel,
  ready,
  onAdd,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Names the list in the failure text (`LoadFailed`): "Could not load {what}." */
  what: string;
  query: { isPending: boolean; isError: boolean } & FailedRead;
  items: KeptItem[];
  /** Shown instead of the list when it is empty; without it an empty list shows nothing. */
  empty?: ReactNode;
  /** Shown above the list once it has loaded (a warning about what is missing). */
  notice?: ReactNode;
  remove: { isPending: boolean; mutate: (id: string) => void };
  /** The add mutation: its button waits while it runs and shows its error. */
  add: { isPending: boolean; error: Error | null };
  /** The add button's words. */
  addLabel: string;
  /** Whether the fields are filled enough to add. */
  ready: boolean;
  /** The add form's submit handler (react-hook-form's `handleSubmit(…)`). */
  onAdd: FormEventHandler<HTMLFormElement>;
  /** The add form's fields. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {query.isPending ? (
        <StateText role="status">Loading...</StateText>
      ) : query.isError ? (
        <LoadFailed what={what} query={query} />
      ) : (
        <>
          {notice}
          {items.length === 0 && empty ? (
            <StateText>{empty}</StateText>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div>
                    <p className="font-semibold text-slate-900">{item.name}</p>
                    <p className="text-sm text-slate-600">{item.detail}</p>
                  </div>
                  <button
                    type="button"
                    className={buttonClasses('outline', 'md')}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(item.id)}
                    aria-label={`Remove ${item.name}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form onSubmit={onAdd} noValidate className="mt-3 grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-3">
        {children}
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClasses('primary', 'md')} disabled={add.isPending || !ready}>
            {addLabel}
          </button>
          {add.error && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {add.error.message}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

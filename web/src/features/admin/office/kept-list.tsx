/**
 * The office's short lists of things it keeps (trucks, facilities, disposal partners): a card with
 * the list, a Remove button on each, and the form that adds one below it. The fields of the form are
 * the caller's; the states (loading, failed, empty), the list and the add button's error are here.
 */
import { type FormEvent, type ReactNode, useId } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { StateText } from '../components/panel.tsx';

/** One kept record as the list shows it. */
export interface KeptItem {
  id: string;
  name: string;
  detail: ReactNode;
}

/** The input and label look of the add forms. */
export const KEPT_INPUT = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base';
export const KEPT_LABEL = 'text-sm font-semibold text-slate-800';

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
}: {
  title: string;
  intro?: ReactNode;
  /** Names the list in the failure text: "Could not load {what}." */
  what: string;
  query: { isPending: boolean; isError: boolean };
  items: KeptItem[];
  /** Shown instead of the list when it is empty; without it an empty list shows nothing. */
  empty?: ReactNode;
  /** Shown above the list once it has loaded (a warning about what is missing). */
  notice?: ReactNode;
  remove: { isPending: boolean; mutate: (id: string) => void };
  add: {
    fields: ReactNode;
    label: string;
    ready: boolean;
    isPending: boolean;
    error: Error | null;
    onSubmit: () => void;
  };
}) {
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.onSubmit();
  };
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {query.isPending ? (
        <StateText role="status">Loading...</StateText>
      ) : query.isError ? (
        <StateText role="alert">Could not load {what}. Check the connection and reload.</StateText>
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
      <form onSubmit={submit} className="mt-3 grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-3">
        {add.fields}
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClasses('primary', 'md')} disabled={add.isPending || !add.ready}>
            {add.label}
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

/**
 * "Held on a phone" on the office's needs-attention page (decision 0265): changes and photos that
 * something between a phone and the server refused as too large, so the server never received
 * them. Each phone keeps them, tries again and reported them; each leaves this list by itself once
 * it arrives (or the phone no longer holds it), or when the office dismisses it because the phone
 * is lost, broken or wiped (decision 0270). Shown only when there is one. Below it, folded, the
 * log of what the office dismissed: who, what, and who dismissed it when (shown once there is one).
 */
import { changeLabel, formatCompanyTime, type HeldDismissal, type HeldItem } from '@haul/shared';
import { type ReactNode, useId } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ConfirmDialog } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDismissHeld, useHeldDismissals, useHeldOnPhones } from '../api/held.ts';
import { formatBytes, heldAdvice } from '../lib/held-advice.ts';

const whoOf = (item: Pick<HeldItem, 'employeeName' | 'username'>) =>
  item.employeeName ? `${item.employeeName} (${item.username})` : item.username;

/** Asks first: a dismissed item never reaches the office unless the phone reports it again. */
function DismissHeld({ item }: { item: HeldItem }) {
  const dismiss = useDismissHeld();
  const what = item.kind === 'photo' ? 'photo' : 'change';
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={dismiss.isPending}
          aria-label={`Dismiss the ${what} held on the phone of ${whoOf(item)}`}
          className={buttonClasses(
            'outline',
            'lg',
            'mt-3 w-full border-red-700 text-red-800 hover:bg-red-50 sm:w-auto',
          )}
        >
          Dismiss
        </button>
      }
      question={`Dismiss this held ${what}?`}
      description={`This phone's ${what} will not reach us. Dismiss only if the phone is lost, broken or wiped. If the phone reports it again, it comes back here.`}
      confirmLabel="Dismiss"
      // The promise, not mutate()'s own onError: the lists are read again before that would run, and
      // a notice another admin dismissed meanwhile takes this card, and its callbacks, with it.
      onConfirm={() =>
        void dismiss.mutateAsync(item).catch((error: unknown) =>
          notify({
            title: 'Not dismissed',
            description:
              error instanceof ApiError ? error.userMessage('Could not dismiss it.') : 'Could not dismiss it.',
            variant: 'destructive',
          }),
        )
      }
    />
  );
}

function HeldCard({ item }: { item: HeldItem }) {
  const who = whoOf(item);
  return (
    <article
      aria-label={`${changeLabel(item.name)} held on the phone of ${who}`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm"
    >
      <h3 className="text-base font-semibold text-slate-900">
        {changeLabel(item.name)} held on the phone of {who}
      </h3>
      <p className="mt-1 text-slate-800">{heldAdvice(item)}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline">Held since: </dt>
          <dd className="inline">{formatCompanyTime(new Date(item.heldAt))} (the phone's clock)</dd>
        </div>
        <div>
          <dt className="inline">Size: </dt>
          <dd className="inline">{formatBytes(item.bytes)}</dd>
        </div>
        <div>
          <dt className="inline">Network's answer: </dt>
          <dd className="inline">{item.status === 413 ? '413 (too large)' : item.status}</dd>
        </div>
        <div>
          <dt className="inline">Reported: </dt>
          <dd className="inline">{formatCompanyTime(new Date(item.reportedAt))}</dd>
        </div>
      </dl>
      {item.dismissedBefore && (
        <p className="mt-2 text-sm text-slate-700">
          Dismissed by {item.dismissedBefore.by} on {formatCompanyTime(new Date(item.dismissedBefore.at))}; the phone
          reported it again since, so it still holds it.
        </p>
      )}
      <DismissHeld item={item} />
    </article>
  );
}

/** Both lists show the newest `HELD_LIST_LIMIT`; says so when there are more. */
function NewestOf({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <p className="text-sm text-slate-600">
      Showing the newest {shown} of {total}.
    </p>
  );
}

export function HeldOnPhones() {
  const headingId = useId();
  const list = useHeldOnPhones();
  if (list.isPending) return null;
  if (list.isError) return <LoadFailed what="what phones are holding" query={list} />;
  const { items, total } = list.data;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Held on a phone
      </h2>
      <p className="text-sm text-slate-600">
        These never reached the server: the network between the phone and the server refused their size. The phone keeps
        them and tries again; each leaves this list by itself once it arrives. Dismiss one only if its phone is lost,
        broken or wiped.
      </p>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={`${item.clientId}/${item.kind}/${item.id}`}>
            <HeldCard item={item} />
          </li>
        ))}
      </ul>
      <NewestOf shown={items.length} total={total} />
    </section>
  );
}

function DismissedEntry({ entry }: { entry: HeldDismissal }) {
  const who = whoOf(entry);
  return (
    <article
      aria-label={`${changeLabel(entry.name)} from the phone of ${who}, dismissed`}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
    >
      <h4 className="text-base font-semibold text-slate-900">
        {changeLabel(entry.name)} held on the phone of {who}
      </h4>
      <p className="mt-1">
        {formatBytes(entry.bytes)}, held since {formatCompanyTime(new Date(entry.heldAt))} (the phone's clock).
      </p>
      <p className="mt-1">
        Dismissed by {entry.dismissedBy} on {formatCompanyTime(new Date(entry.dismissedAt))}.
      </p>
    </article>
  );
}

/** The log of dismissed held notices, folded under its count; nothing until the office dismissed one. */
export function DismissedHeld() {
  const log = useHeldDismissals();
  if (log.isPending || log.data?.total === 0) return null;
  // A failed read stays folded: opened, it says why (the page's other lists already say it offline).
  if (log.isError)
    return (
      <DismissedFold title="Dismissed held items">
        <LoadFailed what="the held items the office dismissed" query={log} />
      </DismissedFold>
    );
  const { items, total } = log.data;
  return (
    <DismissedFold title={`Dismissed held items (${total})`}>
      <p className="text-sm text-slate-600">
        What the office took off "Held on a phone" because its phone was lost, broken or wiped, newest first. A phone
        that reports one again puts it back there.
      </p>
      <ul className="my-3 space-y-3">
        {items.map((entry) => (
          <li key={`${entry.clientId}/${entry.kind}/${entry.id}/${entry.dismissedAt}`}>
            <DismissedEntry entry={entry} />
          </li>
        ))}
      </ul>
      <div className="mb-4">
        <NewestOf shown={items.length} total={total} />
      </div>
    </DismissedFold>
  );
}

function DismissedFold({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50 px-4">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 font-medium text-slate-900">
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-90">
          ▶
        </span>
        {title}
      </summary>
      {children}
    </details>
  );
}

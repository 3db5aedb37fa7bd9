/**
 * "Held on a phone" on the office's needs-attention page (decision 0265): changes and photos that
 * something between a phone and the server refused as too large, so the server never received
 * them. Each phone keeps them, tries again and reported them; each leaves this list by itself once
 * it arrives (or the phone no longer holds it). Shown only when there is one.
 */
import { changeLabel, formatCompanyTime, type HeldItem } from '@haul/shared';
import { useId } from 'react';
import { useHeldOnPhones } from '../api/office-queries.ts';
import { StateText } from '../components/panel.tsx';
import { formatBytes, heldAdvice } from '../lib/held-advice.ts';

const whoOf = (item: HeldItem) => (item.employeeName ? `${item.employeeName} (${item.username})` : item.username);

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
    </article>
  );
}

export function HeldOnPhones() {
  const headingId = useId();
  const list = useHeldOnPhones();
  if (list.isPending) return null;
  if (list.isError)
    return (
      <StateText role="alert">Could not load what phones are holding. Check the connection and try again.</StateText>
    );
  const { items, total } = list.data;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Held on a phone
      </h2>
      <p className="text-sm text-slate-600">
        These never reached the server: the network between the phone and the server refused their size. The phone keeps
        them and tries again; each leaves this list by itself once it arrives.
      </p>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={`${item.clientId}/${item.kind}/${item.id}`}>
            <HeldCard item={item} />
          </li>
        ))}
      </ul>
      {total > items.length && (
        <p className="text-sm text-slate-600">
          Showing the newest {items.length} of {total}.
        </p>
      )}
    </section>
  );
}

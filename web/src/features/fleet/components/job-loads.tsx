/**
 * A job's part of its loads (decision 0200), on the office's job page: its weight, what was
 * diverted (EPA: reuse, recycling, composting; waste-to-energy never), its dump fees beside the
 * job's price, and each load with its ticket photo.
 */
import {
  calendarDateOf,
  formatCents,
  formatShortDate,
  isDiverted,
  LOAD_FATE_LABELS,
  loadFate,
  tenthsAsDecimal,
} from '@haul/shared';
import { StateText } from '../../../components/office/panel.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useJobLoads } from '../api/loads.ts';

export function JobLoads({ appointmentId, priceCents }: { appointmentId: string; priceCents: number | null }) {
  const loads = useJobLoads(appointmentId);
  if (loads.isPending) return <StateText role="status">Loading the loads...</StateText>;
  if (loads.isError) return <LoadFailed what="this job’s loads" query={loads} />;
  const { loads: list, totals } = loads.data;
  if (list.length === 0) return <StateText>No load recorded for this job yet.</StateText>;
  return (
    <div data-testid="job-loads">
      <p className="text-slate-900">
        <span className="font-semibold">{totals.pounds.toLocaleString('en-US')} lb</span> hauled ·{' '}
        <span className="font-semibold">{totals.divertedPounds.toLocaleString('en-US')} lb</span> diverted · dump fees{' '}
        <span className="font-semibold">{formatCents(totals.feeCents)}</span>
        {priceCents !== null && <> against a price of {formatCents(priceCents)}</>}
      </p>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {list.map((l) => {
          const fate = loadFate(l.facilityKind, l.material);
          return (
            <li key={l.loadId} className="py-2">
              <p className="font-semibold text-slate-900">
                {formatShortDate(calendarDateOf(new Date(l.dumpedAt)))} · {l.facilityName} · ticket {l.ticketNumber}
              </p>
              <p className="text-slate-700">
                {LOAD_FATE_LABELS[fate]}
                {isDiverted(fate) ? ' (diverted)' : ''} · this job’s share:{' '}
                {l.pounds !== null
                  ? `${l.pounds.toLocaleString('en-US')} lb`
                  : `${tenthsAsDecimal(l.volumeTenths ?? 0)} yd³`}
                , {formatCents(l.feeCents)}
                {l.photoId && (
                  <>
                    {' · '}
                    <a
                      href={`/api/job-photos/${l.photoId}/file`}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-800 underline"
                    >
                      ticket photo
                    </a>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The month's loads, newest first: the day, facility and ticket, what it counts as, its weight or
 * volume, fee, truck and who recorded it, a donation's charity, and links to its jobs and photo.
 */
import {
  calendarDateOf,
  formatCents,
  formatShortDate,
  LOAD_FATE_LABELS,
  LOAD_MATERIAL_LABELS,
  type LoadsReport,
  loadFate,
  tenthsAsDecimal,
} from '@haul/shared';
import { Link } from 'react-router-dom';
import { StateText } from '../../../components/office/panel.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function MonthLoad({ load: l }: { load: LoadsReport['loads'][number] }) {
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">
        {formatShortDate(calendarDateOf(new Date(l.dumpedAt)))} · {l.facilityName} · ticket {l.ticketNumber}
      </p>
      <p className="text-sm text-slate-700">
        {LOAD_FATE_LABELS[loadFate(l.facilityKind, l.material)]} · {LOAD_MATERIAL_LABELS[l.material]} ·{' '}
        {l.netPounds !== null
          ? `${l.netPounds.toLocaleString('en-US')} lb`
          : `${tenthsAsDecimal(l.volumeTenths ?? 0)} yd³, not weighed`}{' '}
        · {formatCents(l.feeCents)}
        {l.truckName ? ` · ${l.truckName}` : ''}
        {l.recordedByName ? ` · by ${l.recordedByName}` : ''}
      </p>
      {l.charity && (
        <p className="text-sm text-slate-700">
          Donated to {l.charity}
          {l.items ? `: ${l.items}` : ''}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {l.jobs.map((j) => (
          <Link
            key={j.appointmentId}
            to={`/admin/appointments/${j.appointmentId}`}
            className="text-brand-800 underline"
          >
            {j.customerName}
          </Link>
        ))}
        {l.photoId && (
          <a
            href={`/api/job-photos/${l.photoId}/file`}
            target="_blank"
            rel="noreferrer"
            className="text-brand-800 underline"
          >
            Ticket photo
          </a>
        )}
      </div>
    </li>
  );
}

export function MonthLoads({ name, loads }: { name: string; loads: LoadsReport['loads'] }) {
  return (
    <section aria-labelledby="month-loads" className={card}>
      <h2 id="month-loads" className="text-lg font-semibold text-slate-900">
        Loads in {name}
      </h2>
      {loads.length === 0 ? (
        <StateText>No loads recorded this month.</StateText>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="month-loads">
          {[...loads].reverse().map((l) => (
            <MonthLoad key={l.id} load={l} />
          ))}
        </ul>
      )}
    </section>
  );
}

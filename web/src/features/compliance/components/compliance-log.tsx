/**
 * The log an inspector reads: every refrigerant appliance and tyre load on a finished job, where
 * it went, who recorded it and when, for a chosen date range, with its CSV.
 */
import { addDays, ComplianceLogQuerySchema, calendarDateOf, formatShortDate } from '@haul/shared';
import { useId, useState } from 'react';
import { KeptText } from '../../../components/office/kept-list.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { complianceCsvUrl, useComplianceLog } from '../api/compliance-log.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

export function ComplianceLog() {
  const today = calendarDateOf(new Date());
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  const check = ComplianceLogQuerySchema.safeParse({ from, to });
  const valid = check.success && from <= to;
  const log = useComplianceLog(from, to, valid);
  const id = useId();
  const rows = log.data?.rows ?? [];
  return (
    <section aria-labelledby={`${id}-h`} className={card}>
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        Compliance log
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every refrigerant appliance and tyre load on a finished job, in Atlanta time, as the crew recorded it.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <KeptText label="From" type="date" value={from} onChange={setFrom} />
        <KeptText label="To" type="date" value={to} onChange={setTo} />
        {valid ? (
          <a href={complianceCsvUrl(from, to)} download className={buttonClasses('primary', 'md')}>
            Download CSV
          </a>
        ) : (
          <p className="text-sm font-medium text-red-700">Choose a start date on or before the end date.</p>
        )}
      </div>
      {!valid ? null : log.isPending ? (
        <StateText role="status">Loading the log...</StateText>
      ) : log.isError ? (
        <LoadFailed what="the compliance log" query={log} />
      ) : rows.length === 0 ? (
        <StateText>Nothing recorded in these dates.</StateText>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Compliance log</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Done
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Job
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Where it went
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Recorded by
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top last:border-0">
                  <td className="py-2 pr-3">{formatShortDate(calendarDateOf(new Date(r.doneAt)))}</td>
                  <td className="py-2 pr-3">
                    Invoice {r.invoiceNumber} · {r.customerName}
                    <span className="block text-slate-600">{r.address}</span>
                  </td>
                  <td className="py-2 pr-3">
                    {r.itemLabel} × {r.quantity}
                  </td>
                  <td className="py-2 pr-3">
                    {r.partnerName
                      ? `${r.partnerName} (${r.kind === 'tyre' ? 'permit' : 'certification'} ${r.partnerPermit})`
                      : `Recovered by ${r.recoveredBy} on ${r.recoveredOn ? formatShortDate(r.recoveredOn) : '—'}`}
                  </td>
                  <td className="py-2">{r.recordedByName ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * /admin/loads?month=YYYY-MM (issue 27, online): the office's loads report — per month for the
 * last twelve: loads, tons, diversion rate (EPA: reuse, recycling, composting; waste-to-energy on
 * its own line, never diverted), dump fees and donations, as charts with the same figures in a
 * table; the month's loads with their tickets and jobs; the CSV; and a link to the compliance log
 * (refrigerant and tyre records, decision 0231). The server computes every figure.
 */
import {
  addDays,
  calendarDateOf,
  formatCents,
  formatShortDate,
  LOAD_FATE_LABELS,
  LOAD_MATERIAL_LABELS,
  type LoadsReport,
  loadFate,
  tenthsAsDecimal,
} from '@haul/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BarChart } from '../../../components/office/bar-chart.tsx';
import { addMonths, askedMonth, MonthNav, monthName } from '../../../components/office/month-nav.tsx';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LABELLED_FIELD_CLASSES } from '../../../components/ui/field-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { loadsCsvUrl, useLoadsReport } from '../api/loads.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const lastDay = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);
const tons = (pounds: number) => (pounds / 2000).toLocaleString('en-US', { maximumFractionDigits: 1 });
const pct = (value: number | null) => (value === null ? '—' : `${value}%`);

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={card}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {detail && <dd className="text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

function MonthsChart({
  months,
  values,
  label,
  yTick,
  yMax,
  testId,
}: {
  months: string[];
  values: number[];
  label: string;
  yTick: (v: number) => string;
  yMax?: number;
  testId: string;
}) {
  return (
    <BarChart
      values={values}
      label={label}
      testId={testId}
      yTick={yTick}
      yMax={yMax}
      xAxis={{
        // Twelve "Jan"s do not fit a phone: there each month is its initial.
        values: (u, ticks) =>
          ticks.map((t) => {
            const label = Number.isInteger(t) ? monthName(months[t - 1] ?? '', 'short') : '';
            return u.width < 560 ? label.slice(0, 1) : label;
          }),
        incrs: [1],
        space: 10,
      }}
    />
  );
}

function Report({ report }: { report: LoadsReport }) {
  const name = monthName(report.month);
  const current = report.months.at(-1);
  const months = report.months.map((m) => m.month);
  const anyLoads = report.months.some((m) => m.loads > 0);
  const busiest = report.months.reduce<LoadsReport['months'][number] | undefined>(
    (a, b) => (!a || b.pounds > a.pounds ? b : a),
    undefined,
  );
  return (
    <>
      {current && (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Figure label="Loads" value={String(current.loads)} detail={name} />
          <Figure
            label="Tons"
            value={tons(current.pounds)}
            detail={current.unweighedLoads ? `${current.unweighedLoads} not weighed` : 'All weighed'}
          />
          <Figure
            label="Diversion rate"
            value={pct(current.diversionPercent)}
            detail={`${tons(current.divertedPounds)} t reused, recycled or composted`}
          />
          <Figure label="Dump fees" value={formatCents(current.feeCents)} />
          <Figure label="Donations" value={String(current.donations)} detail="Receipts from charities" />
        </dl>
      )}
      {current && (
        <p className="rounded-lg bg-slate-100 p-3 text-slate-800">
          Waste-to-energy: <span className="font-semibold">{tons(current.energyRecoveryPounds)} t</span> in {name} —
          shown on its own, never counted as diverted (EPA). Landfilled: {tons(current.landfillPounds)} t.
        </p>
      )}

      <section aria-labelledby="by-month" className={card}>
        <h2 id="by-month" className="text-lg font-semibold text-slate-900">
          The last twelve months
        </h2>
        {!anyLoads ? (
          <StateText>No loads recorded in these twelve months.</StateText>
        ) : (
          <>
            <div className="mt-2 grid gap-5 lg:grid-cols-2">
              <figure>
                <MonthsChart
                  months={months}
                  values={report.months.map((m) => m.pounds / 2000)}
                  label="Tons"
                  // biome-ignore lint/plugin/no-float-money: tons on the chart axis, not money
                  yTick={(v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} t`}
                  testId="tons-chart"
                />
                <figcaption className="mt-2 text-sm text-slate-700">
                  Tons by month. The busiest was {busiest ? monthName(busiest.month) : '—'} with{' '}
                  {busiest ? tons(busiest.pounds) : 0} tons.
                </figcaption>
              </figure>
              <figure>
                <MonthsChart
                  months={months}
                  values={report.months.map((m) => m.diversionPercent ?? 0)}
                  label="Diversion rate"
                  yTick={(v) => `${Math.round(v)}%`}
                  yMax={100}
                  testId="diversion-chart"
                />
                <figcaption className="mt-2 text-sm text-slate-700">
                  Diversion rate by month: the share of weighed pounds reused, recycled or composted.
                </figcaption>
              </figure>
            </div>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm tabular-nums">
                <caption className="sr-only">Loads by month</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    {[
                      'Month',
                      'Loads',
                      'Tons',
                      'Diverted',
                      'Waste-to-energy',
                      'Diversion',
                      'Dump fees',
                      'Donations',
                    ].map((h) => (
                      <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.months.map((m) => (
                    <tr key={m.month} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        <Link to={`/admin/loads?month=${m.month}`} className="text-brand-800 underline">
                          {monthName(m.month)}
                        </Link>
                      </th>
                      <td className="py-2 pr-3">{m.loads}</td>
                      <td className="py-2 pr-3">{tons(m.pounds)}</td>
                      <td className="py-2 pr-3">{tons(m.divertedPounds)}</td>
                      <td className="py-2 pr-3">{tons(m.energyRecoveryPounds)}</td>
                      <td className="py-2 pr-3">{pct(m.diversionPercent)}</td>
                      <td className="py-2 pr-3">{formatCents(m.feeCents)}</td>
                      <td className="py-2 pr-3">{m.donations}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="month-loads" className={card}>
        <h2 id="month-loads" className="text-lg font-semibold text-slate-900">
          Loads in {name}
        </h2>
        {report.loads.length === 0 ? (
          <StateText>No loads recorded this month.</StateText>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100" data-testid="month-loads">
            {[...report.loads].reverse().map((l) => (
              <li key={l.id} className="py-3">
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
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CsvExport({ month }: { month: string }) {
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(lastDay(month));
  const valid = from <= to && Date.parse(to) - Date.parse(from) <= 366 * 86_400_000;
  return (
    <section aria-labelledby="loads-csv" className={card}>
      <h2 id="loads-csv" className="text-lg font-semibold text-slate-900">
        Loads CSV
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        One row per load: facility, what it counts as, ticket, weight, fee, jobs.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-slate-800">
          From
          <input
            type="date"
            className={LABELLED_FIELD_CLASSES}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          To
          <input type="date" className={LABELLED_FIELD_CLASSES} value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        {valid ? (
          <a href={loadsCsvUrl(from, to)} download className={buttonClasses('primary', 'md')}>
            Download CSV
          </a>
        ) : (
          <p className="text-sm font-medium text-red-700">Choose at most a year, the start on or before the end.</p>
        )}
      </div>
    </section>
  );
}

export default function LoadsPage() {
  const [params] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = askedMonth(asked) ?? calendarDateOf(new Date()).slice(0, 7);
  const report = useLoadsReport(month);
  return (
    <OfficePage title="Loads" path="/admin/loads">
      <p className="text-sm text-slate-600">Needs a connection: nothing here works offline.</p>
      <MonthNav month={month} />
      {report.isPending ? (
        <StateText role="status">Loading the report...</StateText>
      ) : report.isError ? (
        <LoadFailed what="the loads report" query={report} />
      ) : (
        <Report report={report.data} />
      )}
      <CsvExport key={month} month={month} />
      <p className="text-slate-700">
        Refrigerant appliances and tyres are recorded at job done:{' '}
        <Link to="/admin/compliance" className="font-semibold text-brand-800 underline">
          see the compliance log
        </Link>{' '}
        an inspector reads.
      </p>
    </OfficePage>
  );
}

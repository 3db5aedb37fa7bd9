/**
 * The loads report's last twelve months: tons and the diversion rate as charts, and the same
 * figures in a table whose months open that month's report.
 */
import { formatCents, type LoadsReport } from '@haul/shared';
import { Link } from 'react-router-dom';
import { BarChart } from '../../../components/office/bar-chart.tsx';
import { monthName } from '../../../components/office/month-nav.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { pct, tons } from '../lib/report-figures.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const COLUMNS = ['Month', 'Loads', 'Tons', 'Diverted', 'Waste-to-energy', 'Diversion', 'Dump fees', 'Donations'];

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

function MonthsTable({ months }: { months: LoadsReport['months'] }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm tabular-nums">
        <caption className="sr-only">Loads by month</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
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
  );
}

export function LoadsByMonth({ report }: { report: LoadsReport }) {
  const months = report.months.map((m) => m.month);
  const anyLoads = report.months.some((m) => m.loads > 0);
  const busiest = report.months.reduce<LoadsReport['months'][number] | undefined>(
    (a, b) => (!a || b.pounds > a.pounds ? b : a),
    undefined,
  );
  return (
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
          <MonthsTable months={report.months} />
        </>
      )}
    </section>
  );
}

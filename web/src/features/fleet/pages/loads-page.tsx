/**
 * /admin/loads?month=YYYY-MM (decisions 0200–0201, online): the office's loads report — per month for the
 * last twelve: loads, tons, diversion rate (EPA: reuse, recycling, composting; waste-to-energy on
 * its own line, never diverted), dump fees and donations, as charts with the same figures in a
 * table; the month's loads with their tickets and jobs; the CSV; and a link to the compliance log
 * (refrigerant and tyre records, decision 0231). The server computes every figure.
 */
import { addDays, calendarDateOf, formatCents, type LoadsReport } from '@haul/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { addMonths, askedMonth, MonthNav, monthName } from '../../../components/office/month-nav.tsx';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LABELLED_FIELD_CLASSES } from '../../../components/ui/field-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { loadsCsvUrl, useLoadsReport } from '../api/loads.ts';
import { LoadsByMonth } from '../components/loads-by-month.tsx';
import { MonthLoads } from '../components/month-loads.tsx';
import { pct, tons } from '../lib/report-figures.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const lastDay = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={card}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {detail && <dd className="text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

function Report({ report }: { report: LoadsReport }) {
  const name = monthName(report.month);
  const current = report.months.at(-1);
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

      <LoadsByMonth report={report} />
      <MonthLoads name={name} loads={report.loads} />
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

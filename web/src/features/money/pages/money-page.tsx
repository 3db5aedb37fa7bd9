/**
 * /admin/money?month=YYYY-MM (decision 0195, online): revenue today, this week and this month,
 * what is still owed, the average ticket, revenue by lead source and by crew member, a chart of
 * the month by day (with the same figures as a table), and the accountant's CSV. The server
 * computes every figure (decision 0195); this page only shows them.
 */
import {
  calendarDateOf,
  formatCents,
  formatShortDate,
  type MoneyReport,
  monthDates,
  type RefusedCardPayment,
} from '@haul/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { askedMonth, MonthNav, monthName } from '../../../components/office/month-nav.tsx';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useMoneyReport } from '../api/money-report.ts';
import { useRefusedCardPayments } from '../api/refused-card-payments.ts';
import { MoneyExport } from '../components/money-export.tsx';
import { BreakdownChart, breakdownSummary, RevenueChart, revenueSummary } from '../components/revenue-chart.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function Figure({ label, cents, detail }: { label: string; cents: number | null; detail: string }) {
  return (
    <div className={card}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {cents === null ? '—' : formatCents(cents)}
      </dd>
      <dd className="text-sm text-slate-600">{detail}</dd>
    </div>
  );
}

function Breakdown({
  title,
  nameHeader,
  rows,
  empty,
  note,
  chartId,
}: {
  title: string;
  nameHeader: string;
  rows: { key: string; name: string; cents: number; extra?: string }[];
  empty: string;
  note?: string;
  chartId: string;
}) {
  // A refund bigger than a month's takings would draw below the axis: the table says it instead.
  const drawable = rows.some((r) => r.cents > 0) && rows.every((r) => r.cents >= 0);
  return (
    <section aria-label={title} className={card}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      {drawable && (
        <figure className="mt-2">
          <BreakdownChart rows={rows} testId={chartId} />
          <figcaption className="mt-2 text-sm text-slate-700">{breakdownSummary(rows)}</figcaption>
        </figure>
      )}
      {rows.length === 0 ? (
        <StateText>{empty}</StateText>
      ) : (
        <table className="mt-2 w-full text-left text-base">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2 font-semibold">
                {nameHeader}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 font-medium text-slate-900">
                  {r.name}
                  {r.extra && <span className="block text-sm font-normal text-slate-600">{r.extra}</span>}
                </th>
                <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">{formatCents(r.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Report({ report }: { report: MoneyReport }) {
  const daysWithMoney = report.daily.filter((d) => d.cents !== 0);
  const name = monthName(report.month);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Today" cents={report.revenue.todayCents} detail={formatShortDate(report.today)} />
        <Figure
          label="This week"
          cents={report.revenue.weekCents}
          detail={`Since ${formatShortDate(report.weekStart)}`}
        />
        <Figure label="This month" cents={report.revenue.monthCents} detail={monthName(report.today.slice(0, 7))} />
        <Figure
          label="Average ticket"
          cents={report.averageTicket.cents}
          detail={`${name}, ${report.averageTicket.invoices} ${report.averageTicket.invoices === 1 ? 'invoice' : 'invoices'}`}
        />
      </dl>

      <section aria-labelledby="owed" className={card}>
        <h2 id="owed" className="text-lg font-semibold text-slate-900">
          Still owed: {formatCents(report.outstanding.totalCents)}
        </h2>
        {report.outstanding.invoices.length === 0 ? (
          <StateText>Every invoice is paid.</StateText>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {report.outstanding.invoices.map((i) => (
              <li key={i.invoiceId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold text-slate-900">
                    Invoice {i.number} · {i.customerName}
                  </p>
                  <p className="text-sm text-slate-600">
                    {i.daysOpen === 0 ? 'Issued today' : `Open ${i.daysOpen} ${i.daysOpen === 1 ? 'day' : 'days'}`} ·{' '}
                    <span className="font-semibold text-slate-900 tabular-nums">{formatCents(i.dueCents)} due</span>
                  </p>
                </div>
                <Link to={`/admin/appointments/${i.appointmentId}`} className={buttonClasses('outline', 'md')}>
                  Open the job
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="by-day" className={card}>
        <h2 id="by-day" className="text-lg font-semibold text-slate-900">
          {name} by day
        </h2>
        <figure className="mt-2">
          {/* An empty month has no scale to draw (uPlot labelled its axis $0 … $1): the words say it. */}
          {daysWithMoney.length > 0 && <RevenueChart daily={report.daily} />}
          <figcaption className="mt-2 text-sm text-slate-700">{revenueSummary(report.daily)}</figcaption>
        </figure>
        {daysWithMoney.length > 0 && (
          <details className="mt-2">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">The days as a table</summary>
            <table className="w-full text-left text-base">
              <caption className="sr-only">Revenue by day, {name}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-sm text-slate-600">
                  <th scope="col" className="py-2 font-semibold">
                    Day
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {daysWithMoney.map((d) => (
                  <tr key={d.date} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2 font-medium">
                      {formatShortDate(d.date)}
                    </th>
                    <td className="py-2 text-right tabular-nums">{formatCents(d.cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <Breakdown
          title={`By lead source, ${name}`}
          chartId="lead-source-chart"
          nameHeader="Lead source"
          empty="No money came in this month."
          rows={report.byLeadSource.map((s) => ({
            key: s.source,
            name: s.label,
            cents: s.cents,
            extra: `${s.invoices} ${s.invoices === 1 ? 'job' : 'jobs'}`,
          }))}
        />
        <Breakdown
          title={`By crew member, ${name}`}
          chartId="crew-chart"
          nameHeader="Crew member"
          note="Each payment is shared equally among the crew on the job."
          empty="No money came in this month."
          rows={report.byCrew.map((c) => ({ key: c.employeeId ?? 'none', name: c.name, cents: c.cents }))}
        />
      </div>
    </>
  );
}

/** Stripe took these but no invoice could (paid on the reader meanwhile, voided): refund them in Stripe. */
function RefusedCardPayments() {
  const refused = useRefusedCardPayments();
  const list = refused.data?.payments ?? [];
  // Shown only when there is one to refund, so a failed read must say so: silence would read as "none".
  if (!refused.isError && list.length === 0) return null;
  return (
    <section aria-labelledby="refused" className={`${card} border-amber-400`}>
      <h2 id="refused" className="text-lg font-semibold text-slate-900">
        Card payments to refund in Stripe
      </h2>
      {refused.isError ? <LoadFailed what="card payments to refund" query={refused} /> : <RefundList payments={list} />}
    </section>
  );
}

function RefundList({ payments }: { payments: RefusedCardPayment[] }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Stripe took these, but no invoice could: nothing was recorded here. Refund each in the Stripe dashboard.
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {payments.map((p) => (
          <li key={p.eventId} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-semibold text-slate-900">
                {p.invoiceNumber === null ? 'No invoice' : `Invoice ${p.invoiceNumber}`}
                {p.customerName ? ` · ${p.customerName}` : ''}
              </p>
              <p className="text-sm text-slate-700">{p.detail}</p>
              <p className="text-sm text-slate-600">
                {formatShortDate(calendarDateOf(new Date(p.receivedAt)))} · Stripe session {p.sessionId ?? '—'}
              </p>
            </div>
            {p.appointmentId && (
              <Link to={`/admin/appointments/${p.appointmentId}`} className={buttonClasses('outline', 'md')}>
                Open the job
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The page: the month from the address (this month when absent or malformed). */
export default function MoneyPage() {
  const [params] = useSearchParams();
  const month = askedMonth(params.get('month'));
  const report = useMoneyReport(month);
  const shown = report.data?.month ?? month;
  const dates = shown ? monthDates(shown) : [];
  return (
    <OfficePage title="Money" path="/admin/money">
      <p className="text-sm text-slate-600">
        Needs a connection: nothing here works offline. Revenue is card payments minus refunds, on the day they happened
        in Atlanta time; void invoices count nothing. Weeks run Monday to Sunday.
      </p>
      {shown && <MonthNav month={shown} />}
      {report.isPending ? (
        <StateText role="status">Loading the figures...</StateText>
      ) : report.isError ? (
        <LoadFailed what="the figures" query={report} />
      ) : (
        <Report report={report.data} />
      )}
      <RefusedCardPayments />
      {dates.length > 0 && (
        <MoneyExport key={shown} defaultFrom={dates[0] as string} defaultTo={dates[dates.length - 1] as string} />
      )}
    </OfficePage>
  );
}

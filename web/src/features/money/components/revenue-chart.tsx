/**
 * Revenue by day for a month, drawn by uPlot (decision 0195: ~50 kB, canvas, no dependencies,
 * kept up by its author; recharts would add ~100 kB gzipped plus d3). The canvas is hidden from
 * screen readers: the figure's caption sums it up in words, and the same figures are in the table
 * that follows it.
 */
import { formatCents, formatShortDate } from '@haul/shared';
import type uPlot from 'uplot';
import { BarChart } from '../../../components/office/bar-chart.tsx';

const dollarsAxis = (t: number) => `$${Math.round(t).toLocaleString('en-US')}`;

/** One bar per x (1…n), in dollars; `xAxis` says how the x ticks read. */
function Bars({ dollars, xAxis, testId }: { dollars: number[]; xAxis: uPlot.Axis; testId: string }) {
  return <BarChart values={dollars} xAxis={xAxis} testId={testId} label="Revenue" yTick={dollarsAxis} />;
}

export function RevenueChart({ daily }: { daily: { date: string; cents: number }[] }) {
  return (
    <Bars
      // biome-ignore lint/plugin/no-float-money: bar heights for the chart's scale; every figure a person reads is formatCents
      dollars={daily.map((d) => d.cents / 100)}
      testId="revenue-chart"
      xAxis={{
        // x is 1…n, which is the day of the month.
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
        incrs: [1, 2, 5, 7],
      }}
    />
  );
}

/** A name on the axis: short enough that eight fit a phone when slanted. */
const shortName = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name);

/** Revenue per name (lead source, crew member), biggest first as given; the table beside it says the same. */
export function BreakdownChart({ rows, testId }: { rows: { name: string; cents: number }[]; testId: string }) {
  return (
    <Bars
      // The axis reads the names: other names are a new chart.
      key={rows.map((r) => r.name).join('\n')}
      // biome-ignore lint/plugin/no-float-money: bar heights for the chart's scale; every figure a person reads is formatCents
      dollars={rows.map((r) => r.cents / 100)}
      testId={testId}
      xAxis={{
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? shortName(rows[t - 1]?.name ?? '') : '')),
        // Every bar gets its name, however narrow the phone (uPlot skips ticks closer than `space`).
        incrs: [1],
        space: 10,
        rotate: 35, // slanted down to the left, each name ending under its bar
        size: 90,
      }}
    />
  );
}

/** The breakdown chart in words: the top name and its share of the total. */
export function breakdownSummary(rows: { name: string; cents: number }[]): string {
  const total = rows.reduce((sum, r) => sum + r.cents, 0);
  const top = rows.reduce<{ name: string; cents: number } | null>((a, b) => (!a || b.cents > a.cents ? b : a), null);
  if (!top || total <= 0) return 'No money came in this month.';
  // biome-ignore lint/plugin/no-float-money: a share in percent; the amounts beside it are formatCents
  return `${top.name} brought the most: ${formatCents(top.cents)} of ${formatCents(total)} (${Math.round((top.cents / total) * 100)}%).`;
}

/** The chart in words, for the caption: the total, the best day and how many days took money. */
export function revenueSummary(daily: { date: string; cents: number }[]): string {
  const total = daily.reduce((sum, d) => sum + d.cents, 0);
  const withMoney = daily.filter((d) => d.cents !== 0);
  if (withMoney.length === 0) return 'No money came in this month.';
  const best = withMoney.reduce((a, b) => (b.cents > a.cents ? b : a));
  return `${formatCents(total)} over ${withMoney.length} ${withMoney.length === 1 ? 'day' : 'days'}; the best day was ${formatShortDate(best.date)} with ${formatCents(best.cents)}.`;
}

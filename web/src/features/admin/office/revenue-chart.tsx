/**
 * Revenue by day for a month, drawn by uPlot (decision 0195: ~50 kB, canvas, no dependencies,
 * kept up by its author; recharts would add ~100 kB gzipped plus d3). The canvas is hidden from
 * screen readers: the figure's caption sums it up in words, and the same figures are in the table
 * that follows it.
 */
import { formatCents, formatShortDate } from '@haul/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 220;

function brandColor(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim();
  return value || '#16a34a';
}

export function RevenueChart({ daily }: { daily: { date: string; cents: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const color = brandColor();
    const days = daily.map((d) => Number(d.date.slice(8)));
    const dollars = daily.map((d) => d.cents / 100);
    const chart = new uPlot(
      {
        width: Math.max(240, target.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [0.5, days.length + 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
        },
        axes: [
          { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')), incrs: [1, 2, 5, 7] },
          { values: (_u, ticks) => ticks.map((t) => `$${Math.round(t).toLocaleString('en-US')}`), size: 60 },
        ],
        series: [
          {},
          {
            label: 'Revenue',
            fill: `${color}b0`,
            stroke: color,
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.7, 40], align: 0 }),
            points: { show: false },
          },
        ],
      },
      [days, dollars],
      target,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily]);
  return <div ref={box} aria-hidden="true" data-testid="revenue-chart" className="w-full" />;
}

/** The chart in words, for the caption: the total, the best day and how many days took money. */
export function revenueSummary(daily: { date: string; cents: number }[]): string {
  const total = daily.reduce((sum, d) => sum + d.cents, 0);
  const withMoney = daily.filter((d) => d.cents !== 0);
  if (withMoney.length === 0) return 'No money came in this month.';
  const best = withMoney.reduce((a, b) => (b.cents > a.cents ? b : a));
  return `${formatCents(total)} over ${withMoney.length} ${withMoney.length === 1 ? 'day' : 'days'}; the best day was ${formatShortDate(best.date)} with ${formatCents(best.cents)}.`;
}

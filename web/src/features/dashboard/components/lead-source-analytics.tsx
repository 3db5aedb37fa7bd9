import type { Appointment } from '@haul/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { StateText } from '../../../components/office/panel.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { leadSourceCounts, leadsLabel } from '../lib/dashboard-stats.ts';

const BAR_HEIGHT = 22;
const GAP = 8;

/**
 * Top lead sources as a bar chart plus the list (spec: 'N leads', 'Not specified'). The chart is
 * an SVG whose widths are attributes, not inline styles, so it renders under a strict CSP; screen
 * readers get the same numbers from the list, so the picture is hidden from them.
 */
export function LeadSourceAnalytics({ query }: { query: UseQueryResult<Appointment[]> }) {
  const captionId = useId();
  if (query.isPending) return <StateText role="status">Loading appointments...</StateText>;
  if (query.isError) return <LoadFailed what="appointments" query={query} />;
  const rows = leadSourceCounts(query.data);
  if (rows.length === 0) return <StateText>No appointment data available</StateText>;
  const max = Math.max(...rows.map((r) => r.count));
  const height = rows.length * (BAR_HEIGHT + GAP) - GAP;

  return (
    <figure aria-labelledby={captionId} className="grid gap-4 sm:grid-cols-[3fr_2fr]">
      <svg
        aria-hidden="true"
        width="100%"
        height={height}
        className="overflow-visible text-brand-600"
        data-testid="lead-source-chart"
      >
        {rows.map((row, i) => (
          <g key={row.source ?? 'none'} transform={`translate(0 ${i * (BAR_HEIGHT + GAP)})`}>
            <rect width="100%" height={BAR_HEIGHT} rx="4" className="fill-slate-100" />
            <rect
              // biome-ignore lint/plugin/no-float-money: a bar width in percent, not money
              width={`${Math.max(2, (row.count / max) * 100)}%`}
              height={BAR_HEIGHT}
              rx="4"
              className="fill-brand-600/50"
            />
            <text x="8" y={BAR_HEIGHT / 2} dominantBaseline="central" className="fill-slate-900 text-xs font-medium">
              {row.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption id={captionId} className="sr-only">
        Appointments by lead source, top {rows.length}
      </figcaption>
      <ol className="divide-y divide-slate-100 text-sm" aria-label="Lead sources by appointments">
        {rows.map((row) => (
          <li key={row.source ?? 'none'} className="flex items-center justify-between gap-3 py-1.5">
            <span className="text-slate-800">{row.label}</span>
            <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{leadsLabel(row.count)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

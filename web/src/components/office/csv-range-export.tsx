/**
 * A CSV for a date range: two dates and a download link (the server writes the file). The
 * payroll export and the accountant's money export share it.
 */
import { useId, useState } from 'react';
import type { z } from 'zod';
import { buttonClasses } from '../ui/button-styles.ts';

const INPUT = 'mt-1 block min-h-11 rounded-lg border border-slate-500 bg-white px-3 text-base';

interface CsvRangeExportProps {
  title: string;
  description: string;
  schema: z.ZodType<unknown, { from: string; to: string }>;
  urlFor: (from: string, to: string) => string;
  defaultFrom: string;
  defaultTo: string;
}

export function CsvRangeExport({ title, description, schema, urlFor, defaultFrom, defaultTo }: CsvRangeExportProps) {
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const check = schema.safeParse({ from, to });
  const error = check.success ? null : (check.error.issues[0]?.message ?? 'Choose two dates');
  return (
    <section aria-labelledby={`${fromId}-h`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${fromId}-h`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={fromId} className="text-sm font-semibold text-slate-800">
          From
          <input id={fromId} type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={INPUT} />
        </label>
        <label htmlFor={toId} className="text-sm font-semibold text-slate-800">
          To
          <input
            id={toId}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            className={INPUT}
          />
        </label>
        {error ? (
          <span className={buttonClasses('primary', 'md', 'pointer-events-none opacity-60')} aria-disabled="true">
            Download CSV
          </span>
        ) : (
          <a href={urlFor(from, to)} download className={buttonClasses('primary', 'md')}>
            Download CSV
          </a>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

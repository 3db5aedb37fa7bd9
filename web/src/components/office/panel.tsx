import { type ReactNode, useId } from 'react';

/** A white card with a heading (which names it as a region), the dashboard's building block. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Loading, failure and empty states share one look. */
export function StateText({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <p role={role} className="py-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

import type { ReactNode } from 'react';

/** Back on the left, the step's main action on the right (stacked on phones, main action first). */
export function WizardNav({ onBack, children }: { onBack(): void; children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
      <button
        type="button"
        onClick={onBack}
        className="w-full rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-700 hover:bg-slate-50 sm:w-auto"
      >
        Back
      </button>
      {children}
    </div>
  );
}

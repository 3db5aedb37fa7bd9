/** A labelled progress bar (the spec's maximum: 100 unless told otherwise). */
export function ProgressBar({ value, max = 100, label }: { value: number; max?: number; label: string }) {
  // biome-ignore lint/plugin/no-float-money: a bar width in percent, not money
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}

import { type ProgressStatus, progressStatus } from '@haul/shared';

const TONES: Record<ProgressStatus, string> = {
  not_started: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-amber-100 text-amber-900',
  completed: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: ProgressStatus }) {
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[status]}`}>
      {progressStatus.label(status)}
    </span>
  );
}

/** One module on the dashboard: minutes, pass mark, best score, attempts and the next action. */
import type { EmployeeProgress, TrainingModule } from '@haul/shared';
import { moduleAction, passMark, progressStatus } from '@haul/shared';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { StatusBadge } from './status-badge.tsx';

export function ModuleCard({
  module,
  progress,
  onOpen,
}: {
  module: TrainingModule;
  progress: EmployeeProgress | undefined;
  onOpen: () => void;
}) {
  const status = progress?.status ?? 'not_started';
  const action = moduleAction(status);
  const headingId = `module-${module.id}`;
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {module.title}
        </h3>
        <StatusBadge status={status} />
      </div>
      <p className="mt-2 flex-1 text-sm text-slate-700">{module.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Time</dt>
        <dd className="font-medium text-slate-900">{module.estimatedMinutes} min</dd>
        <dt className="text-slate-600">To pass</dt>
        <dd className="font-medium text-slate-900">{passMark(module.passingScore)}%</dd>
        <dt className="text-slate-600">Best score</dt>
        <dd className="font-medium text-slate-900">
          {progress?.score === null || !progress ? '—' : `${progress.score}%`}
        </dd>
        <dt className="text-slate-600">Attempts</dt>
        <dd className="font-medium text-slate-900">{progress?.attempts ?? 0}</dd>
      </dl>
      <button
        type="button"
        onClick={onOpen}
        className={buttonClasses(action === 'Review' ? 'outline' : 'primary', 'lg', 'mt-4 w-full')}
        aria-label={`${action}: ${module.title}`}
      >
        {action}
      </button>
      <span className="sr-only">{progressStatus.label(status)}</span>
    </li>
  );
}

/** View 3: back, title, description, minutes, status, the module's content, Start Quiz. */
import type { EmployeeProgress, TrainingModule } from '@haul/shared';
import { passMark } from '@haul/shared';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { StatusBadge } from './status-badge.tsx';
import { TrainingHtml } from './training-html.tsx';

export function ModuleDetail({
  module,
  progress,
  questionCount,
  onBack,
  onStartQuiz,
}: {
  module: TrainingModule;
  progress: EmployeeProgress | undefined;
  questionCount: number;
  onBack: () => void;
  onStartQuiz: () => void;
}) {
  return (
    <article aria-labelledby="module-title" className="space-y-5">
      <button type="button" onClick={onBack} className={buttonClasses('outline', 'md')}>
        ← Back to Training
      </button>
      <header className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="module-title" className="text-2xl font-bold text-slate-900">
            {module.title}
          </h2>
          <StatusBadge status={progress?.status ?? 'not_started'} />
        </div>
        <p className="mt-2 text-slate-700">{module.description}</p>
        <p className="mt-2 text-sm text-slate-700">
          About {module.estimatedMinutes} minutes · {questionCount} questions · {passMark(module.passingScore)}% to pass
        </p>
      </header>
      <section aria-label="Module content" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <TrainingHtml html={module.content} />
      </section>
      <button
        type="button"
        onClick={onStartQuiz}
        disabled={questionCount === 0}
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
      >
        Start Quiz
      </button>
    </article>
  );
}

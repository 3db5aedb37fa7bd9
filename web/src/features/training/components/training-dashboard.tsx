/** View 2: welcome, overall progress, the module cards and Achievements. */
import type { Employee } from '@haul/shared';
import { overallProgress } from '@haul/shared';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useEarnedBadges, useModules, useProgress } from '../../../offline/queries/training.ts';
import { AchievementsCard } from './achievements-card.tsx';
import { ModuleCard } from './module-card.tsx';
import { ProgressBar } from './progress-bar.tsx';

export function TrainingDashboard({
  employee,
  onSwitchEmployee,
  onOpenModule,
}: {
  employee: Employee | null;
  /** Admins only: back to the employee list. */
  onSwitchEmployee: (() => void) | null;
  onOpenModule: (moduleId: string) => void;
}) {
  const employeeId = employee?.id ?? '';
  const modules = useModules();
  const progress = useProgress(employeeId);
  const badges = useEarnedBadges(employeeId);
  const list = modules ?? [];
  const overall = overallProgress(
    list.map((m) => m.id),
    [...progress.values()],
  );
  const anyCompleted = list.some((m) => progress.get(m.id)?.status === 'completed');
  const pendingSync = [...progress.values()].some((p) => '_pending' in p);

  return (
    <div className="space-y-6">
      <section aria-labelledby="welcome-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="welcome-heading" className="text-xl font-semibold">
              Welcome, {employee ? employee.firstName : 'crew member'}!
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Work through the modules in order. Each ends with a short quiz.
            </p>
          </div>
          {onSwitchEmployee && (
            <button type="button" onClick={onSwitchEmployee} className={buttonClasses('outline', 'md')}>
              Switch Employee
            </button>
          )}
        </div>
        <div className="mt-4">
          <div className="mb-1 flex justify-between text-sm font-medium">
            <span>Overall Progress</span>
            <span>{overall}%</span>
          </div>
          <ProgressBar value={overall} label="Overall training progress" />
        </div>
      </section>

      {anyCompleted && <AchievementsCard badges={badges} pendingSync={pendingSync} />}

      <section aria-labelledby="modules-heading">
        <h2 id="modules-heading" className="text-xl font-semibold">
          Training Modules
        </h2>
        {modules === undefined ? (
          <p className="mt-3 text-slate-700">Loading modules…</p>
        ) : list.length === 0 ? (
          <p className="mt-3 text-slate-700">No training modules on this device yet. They arrive with the next sync.</p>
        ) : (
          <ul className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {list.map((m) => (
              <ModuleCard key={m.id} module={m} progress={progress.get(m.id)} onOpen={() => onOpenModule(m.id)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

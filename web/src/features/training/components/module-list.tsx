/** The office's module list: order (move up or down), active or not, and Edit. */
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useAllModules, useReorderModules } from '../api/training-admin.ts';

export function ModuleList({ onEdit, onNew }: { onEdit: (id: string) => void; onNew: () => void }) {
  const modulesQuery = useAllModules();
  const { data: modules, isPending, error } = modulesQuery;
  const reorder = useReorderModules();
  const move = (from: number, to: number) => {
    if (!modules) return;
    const ids = modules.map((m) => m.id);
    const [id] = ids.splice(from, 1);
    if (id) ids.splice(to, 0, id);
    reorder.mutate(ids);
  };
  return (
    <section
      aria-labelledby="modules-admin-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="modules-admin-heading" className="text-xl font-semibold">
          Modules
        </h2>
        <button type="button" onClick={onNew} className={buttonClasses('primary', 'md')}>
          New Module
        </button>
      </div>
      {isPending ? (
        <p className="mt-3 text-slate-700">Loading…</p>
      ) : error ? (
        <LoadFailed what="the modules" query={modulesQuery} />
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {modules.map((m, i) => (
            <li key={m.id} className="flex flex-wrap items-center gap-2 py-3">
              <span className="min-w-0 flex-1">
                <span className="font-medium">
                  {i + 1}. {m.title}
                </span>
                {!m.isActive && <span className="ml-2 text-sm text-slate-600">(inactive)</span>}
              </span>
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                disabled={i === 0 || reorder.isPending}
                onClick={() => move(i, i - 1)}
                aria-label={`Move ${m.title} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                disabled={i === modules.length - 1 || reorder.isPending}
                onClick={() => move(i, i + 1)}
                aria-label={`Move ${m.title} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                onClick={() => onEdit(m.id)}
                aria-label={`Edit ${m.title}`}
              >
                Edit
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The office's completion view: employees × modules, with status, best score, attempts, last activity. */
import { formatCompanyTime, progressStatus } from '@haul/shared';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useCompletion } from '../api/training-admin.ts';

const shortDate = (iso: string | null) => (iso ? formatCompanyTime(iso, 'day') : '—');

export function CompletionTable() {
  const completion = useCompletion();
  const { data, isPending, error } = completion;
  const activeCount = data?.modules.filter((m) => m.isActive).length ?? 0;
  return (
    <section aria-labelledby="completion-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="completion-heading" className="text-xl font-semibold">
        Training Completion
      </h2>
      {isPending ? (
        <p className="mt-3 text-slate-700">Loading…</p>
      ) : error ? (
        <LoadFailed what="who has finished what" query={completion} />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
        <section className="mt-3 overflow-x-auto" tabIndex={0} aria-label="Completion by employee and module">
          <table className="min-w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="sticky left-0 bg-white py-2 pr-3 align-bottom font-semibold">
                  Employee
                </th>
                <th scope="col" className="px-2 py-2 align-bottom font-semibold">
                  Done <span className="sr-only">(of active modules)</span>
                </th>
                {data.modules.map((m, i) => (
                  // Narrow, wrapping columns: eight modules fit beside the names at 1366 px.
                  <th key={m.id} scope="col" className="min-w-24 px-2 py-2 align-bottom text-xs font-semibold">
                    {i + 1}. {m.title}
                    {!m.isActive && <span className="block font-normal text-slate-600">(inactive)</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.employeeId} className="border-b border-slate-200 align-top">
                  <th scope="row" className="sticky left-0 bg-white py-2 pr-3 font-medium">
                    {row.name}
                  </th>
                  <td className="px-2 py-2">
                    {row.completed}/{activeCount}
                  </td>
                  {row.cells.map((c) => (
                    <td key={c.moduleId} className="px-2 py-2">
                      <span className="font-medium">{progressStatus.label(c.status)}</span>
                      {c.status !== 'not_started' && (
                        <span className="block text-slate-700">
                          Best {c.score === null ? '—' : `${c.score}%`} · {c.attempts}{' '}
                          {c.attempts === 1 ? 'attempt' : 'attempts'} · {shortDate(c.lastActivity)}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

/**
 * Achievements: shown once a module is completed. The badges are the ones the server awarded
 * (they arrive with the pull), with Training Complete at 100 %.
 */
import type { Badge } from '@haul/shared';
import { BadgeIcon } from './badge-icon.tsx';

export function AchievementsCard({
  badges,
  pendingSync,
}: {
  badges: (Badge & { earnedAt: string })[];
  pendingSync: boolean;
}) {
  return (
    <section aria-labelledby="achievements-heading" className="rounded-lg border border-amber-200 bg-amber-50 p-5">
      <h2 id="achievements-heading" className="text-xl font-semibold text-slate-900">
        Achievements
      </h2>
      {badges.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {pendingSync
            ? 'Your badges appear here once your results reach the office (they are sent when you are online).'
            : 'Your badges appear here after the next sync.'}
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {badges.map((b) => (
            <li
              key={b.id}
              className={`flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
                b.moduleId === null ? 'bg-brand-800 text-white' : 'bg-white text-slate-900 ring-1 ring-amber-300'
              }`}
            >
              <BadgeIcon icon={b.icon} className="size-5" />
              <span>{b.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

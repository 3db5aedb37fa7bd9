/** What the training portal shows, read live from the device's database, so it works offline. */
import { byFullName, UNANSWERED } from '@haul/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { isVisible } from '../../../offline/db.ts';
import { useOffline } from '../../../offline/offline-context.tsx';

/** Active modules in their order. */
export function useModules() {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows = (await db.synced('trainingModules').orderBy('moduleOrder').toArray()).filter(
      (m) => isVisible(m) && m.isActive,
    );
    return rows;
  }, [db]);
}

export function useModule(moduleId: string) {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const m = await db.synced('trainingModules').get(moduleId);
    return m && isVisible(m) ? m : null;
  }, [db, moduleId]);
}

export function useQuestions(moduleId: string) {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows = (await db.synced('quizQuestions').where('moduleId').equals(moduleId).toArray()).filter(isVisible);
    return rows.sort((a, b) => a.questionOrder - b.questionOrder);
  }, [db, moduleId]);
}

/** The employee's progress records by module id. */
export function useProgress(employeeId: string) {
  const { db } = useOffline();
  return (
    useLiveQuery(async () => {
      const rows = (await db.synced('employeeProgress').where('employeeId').equals(employeeId).toArray()).filter(
        isVisible,
      );
      return new Map(rows.map((p) => [p.moduleId, p]));
    }, [db, employeeId]) ?? new Map()
  );
}

/** Badges the server awarded this employee, oldest first (they arrive with the pull). */
export function useEarnedBadges(employeeId: string) {
  const { db } = useOffline();
  return (
    useLiveQuery(async () => {
      const earned = (await db.synced('employeeBadges').where('employeeId').equals(employeeId).toArray()).filter(
        isVisible,
      );
      const badges = new Map((await db.synced('badges').toArray()).map((b) => [b.id, b]));
      return earned
        .sort((a, b) => a.earnedAt.localeCompare(b.earnedAt))
        .flatMap((e) => {
          const badge = badges.get(e.badgeId);
          return badge ? [{ ...badge, earnedAt: e.earnedAt }] : [];
        });
    }, [db, employeeId]) ?? []
  );
}

/** Active employees for the admin's selection list. */
export function useTrainees() {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows = (await db.synced('employees').toArray()).filter((e) => isVisible(e) && e.status !== 'inactive');
    return rows.sort((a, b) => byFullName(a, b));
  }, [db]);
}

export function useEmployee(employeeId: string) {
  const { db } = useOffline();
  return useLiveQuery(async () => (await db.synced('employees').get(employeeId)) ?? null, [db, employeeId]);
}

export const unanswered = (count: number) => Array.from({ length: count }, () => UNANSWERED);

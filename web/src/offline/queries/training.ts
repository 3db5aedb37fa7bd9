/**
 * The training portal's reads from the device's database, so a crew member can train offline:
 * modules in their order, a module's questions in theirs, and an employee's progress and badges
 * (the server awards badges; they arrive with the pull). Tombstoned rows are never shown.
 */
import { isVisible, type LocalRow, type OfflineDb } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

/** Active modules, in module order. */
export async function activeModules(db: OfflineDb): Promise<LocalRow<'trainingModules'>[]> {
  return (await db.synced('trainingModules').orderBy('moduleOrder').toArray()).filter(
    (m) => isVisible(m) && m.isActive,
  );
}

/** One module (active or not: a started one can still be finished), or null. */
export async function moduleById(db: OfflineDb, moduleId: string): Promise<LocalRow<'trainingModules'> | null> {
  const m = await db.synced('trainingModules').get(moduleId);
  return m && isVisible(m) ? m : null;
}

/** A module's quiz questions, in question order. */
export async function moduleQuestions(db: OfflineDb, moduleId: string): Promise<LocalRow<'quizQuestions'>[]> {
  const rows = (await db.synced('quizQuestions').where('moduleId').equals(moduleId).toArray()).filter(isVisible);
  return rows.sort((a, b) => a.questionOrder - b.questionOrder);
}

/** The employee's progress records by module id. */
export async function progressByModule(
  db: OfflineDb,
  employeeId: string,
): Promise<Map<string, LocalRow<'employeeProgress'>>> {
  const rows = (await db.synced('employeeProgress').where('employeeId').equals(employeeId).toArray()).filter(isVisible);
  return new Map(rows.map((p) => [p.moduleId, p]));
}

export type EarnedBadge = LocalRow<'badges'> & { earnedAt: string };

/** Badges the server awarded this employee, oldest first. */
export async function earnedBadges(db: OfflineDb, employeeId: string): Promise<EarnedBadge[]> {
  const earned = (await db.synced('employeeBadges').where('employeeId').equals(employeeId).toArray()).filter(isVisible);
  const badges = new Map((await db.synced('badges').toArray()).map((b) => [b.id, b]));
  return earned
    .sort((a, b) => a.earnedAt.localeCompare(b.earnedAt))
    .flatMap((e) => {
      const badge = badges.get(e.badgeId);
      return badge ? [{ ...badge, earnedAt: e.earnedAt }] : [];
    });
}

export function useModules() {
  const db = useDeviceDb();
  return useLiveFor(() => activeModules(db), [db]);
}

export function useModule(moduleId: string) {
  const db = useDeviceDb();
  return useLiveFor(() => moduleById(db, moduleId), [db, moduleId]);
}

export function useQuestions(moduleId: string) {
  const db = useDeviceDb();
  return useLiveFor(() => moduleQuestions(db, moduleId), [db, moduleId]);
}

/** Empty until read. */
export function useProgress(employeeId: string): Map<string, LocalRow<'employeeProgress'>> {
  const db = useDeviceDb();
  return useLiveFor(() => progressByModule(db, employeeId), [db, employeeId]) ?? new Map();
}

/** Empty until read. */
export function useEarnedBadges(employeeId: string): EarnedBadge[] {
  const db = useDeviceDb();
  return useLiveFor(() => earnedBadges(db, employeeId), [db, employeeId]) ?? [];
}

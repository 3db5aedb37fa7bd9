/** Quiz scoring and training progress, spec §5. */
import { LIMITS } from '../company.ts';

export const UNANSWERED = -1;

/** Rounded percentage of answers that match the correct option index. */
export function quizScore(answers: readonly number[], correctAnswers: readonly number[]): number {
  if (correctAnswers.length === 0) return 0;
  const correct = correctAnswers.filter((right, i) => answers[i] === right).length;
  return Math.round((correct / correctAnswers.length) * 100);
}

export function isPassingScore(score: number, passingScore: number | null | undefined): boolean {
  return score >= (passingScore ?? LIMITS.defaultPassingScore);
}

/** Whole minutes from quiz start to finish, rounded. */
export function quizMinutes(startedAt: Date, finishedAt: Date): number {
  return Math.max(0, Math.round((finishedAt.getTime() - startedAt.getTime()) / 60_000));
}

/** Rounded percentage of modules completed out of all modules. */
export function overallProgress(
  moduleIds: readonly string[],
  progress: readonly { moduleId: string; status: string }[],
): number {
  if (moduleIds.length === 0) return 0;
  const completed = new Set(progress.filter((p) => p.status === 'completed').map((p) => p.moduleId));
  const done = moduleIds.filter((id) => completed.has(id)).length;
  return Math.round((done / moduleIds.length) * 100);
}

/** Quiz scoring and training progress by the spec's rules; the phone and the server both use these. */
import { LIMITS } from '../company.ts';
import type { ProgressStatus } from '../enums.ts';

export const UNANSWERED = -1;

/** Rounded percentage of answers that match the correct option index (.5 rounds up). */
export function quizScore(answers: readonly number[], correctAnswers: readonly number[]): number {
  if (correctAnswers.length === 0) return 0;
  const correct = correctAnswers.filter((right, i) => answers[i] === right).length;
  // biome-ignore lint/plugin/no-float-money: a quiz score in percent, not money
  return Math.round((correct / correctAnswers.length) * 100);
}

export function passMark(passingScore: number | null | undefined): number {
  return passingScore ?? LIMITS.defaultPassingScore;
}

export function isPassingScore(score: number, passingScore: number | null | undefined): boolean {
  return score >= passMark(passingScore);
}

/** Whole minutes from quiz start to finish, rounded (.5 rounds up); never negative. */
export function quizMinutes(startedAt: Date, finishedAt: Date): number {
  return Math.max(0, Math.round((finishedAt.getTime() - startedAt.getTime()) / 60_000));
}

/** Rounded percentage of modules completed out of all modules; 0 modules is 0 %. */
export function overallProgress(
  moduleIds: readonly string[],
  progress: readonly { moduleId: string; status: string }[],
): number {
  if (moduleIds.length === 0) return 0;
  const completed = new Set(progress.filter((p) => p.status === 'completed').map((p) => p.moduleId));
  const done = moduleIds.filter((id) => completed.has(id)).length;
  // biome-ignore lint/plugin/no-float-money: a completion share in percent, not money
  return Math.round((done / moduleIds.length) * 100);
}

/** The parts of a progress record the rules below change. */
export interface ProgressState {
  status: ProgressStatus;
  score: number | null;
  timeSpent: number | null;
  attempts: number;
  startedAt: string | null;
  completedAt: string | null;
}

/**
 * Opening a module: a module never opened becomes in progress; one already finished keeps its
 * status (a completed module stays completed while it is reviewed, a failed one stays Retry).
 */
export function progressAfterOpening(current: ProgressState | null, at: string): ProgressState {
  if (!current || current.status === 'not_started') {
    return {
      status: 'in_progress',
      score: current?.score ?? null,
      timeSpent: current?.timeSpent ?? null,
      attempts: current?.attempts ?? 0,
      startedAt: current?.startedAt ?? at,
      completedAt: null,
    };
  }
  return current;
}

export interface QuizOutcome {
  score: number;
  passed: boolean;
  minutes: number;
}

/** Scores a finished quiz with the module's pass mark. */
export function quizOutcome(
  answers: readonly number[],
  correctAnswers: readonly number[],
  passingScore: number | null | undefined,
  startedAt: Date,
  finishedAt: Date,
): QuizOutcome {
  const score = quizScore(answers, correctAnswers);
  return { score, passed: isPassingScore(score, passingScore), minutes: quizMinutes(startedAt, finishedAt) };
}

/**
 * What the phone may see of a scored attempt (decision 0235): right or not for each question;
 * the right option and explanation only once the module is passed (a right answer keeps its
 * explanation), so a retake still tests.
 */
export function quizReview(
  answers: readonly number[],
  questions: readonly { correctAnswer: number; explanation: string | null }[],
  passed: boolean,
): { correct: boolean; rightOption: number | null; explanation: string | null }[] {
  return questions.map((q, i) => {
    const correct = answers[i] === q.correctAnswer;
    return {
      correct,
      rightOption: passed ? q.correctAnswer : null,
      explanation: passed || correct ? q.explanation : null,
    };
  });
}

/**
 * Finishing a quiz (decision 0081): every finished quiz is an attempt; the best score is kept;
 * time spent adds up over attempts; once passed, a module stays completed (a later failed
 * review does not take the badge back) and keeps the time it was first completed.
 */
export function progressAfterQuiz(current: ProgressState | null, outcome: QuizOutcome, at: string): ProgressState {
  const completed = current?.status === 'completed' || outcome.passed;
  return {
    status: completed ? 'completed' : 'failed',
    score: Math.max(current?.score ?? 0, outcome.score),
    timeSpent: (current?.timeSpent ?? 0) + outcome.minutes,
    attempts: (current?.attempts ?? 0) + 1,
    startedAt: current?.startedAt ?? at,
    completedAt: current?.completedAt ?? (outcome.passed ? at : null),
  };
}

/** The label of the module card's button for a progress status, in the spec's words. */
export function moduleAction(status: ProgressStatus): 'Start' | 'Continue' | 'Review' | 'Retry' {
  switch (status) {
    case 'completed':
      return 'Review';
    case 'failed':
      return 'Retry';
    case 'in_progress':
      return 'Continue';
    default:
      return 'Start';
  }
}

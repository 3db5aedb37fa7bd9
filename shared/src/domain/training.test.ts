import { describe, expect, it } from 'vitest';
import {
  isPassingScore,
  moduleAction,
  overallProgress,
  passMark,
  progressAfterOpening,
  progressAfterQuiz,
  quizMinutes,
  quizOutcome,
  quizScore,
  UNANSWERED,
} from './training.ts';

describe('quiz scoring', () => {
  it('rounds the percentage of correct answers', () => {
    expect(quizScore([0, 1, 2], [0, 1, 3])).toBe(67);
    expect(quizScore([0, 1, 2], [0, 2, 3])).toBe(33);
    expect(quizScore([0, UNANSWERED], [0, 1])).toBe(50);
    expect(quizScore([], [])).toBe(0);
  });

  it('rounds a score of exactly .5 up', () => {
    // 1 of 8 = 12.5 %, 7 of 8 = 87.5 %
    const key = [0, 0, 0, 0, 0, 0, 0, 0];
    expect(quizScore([0, 1, 1, 1, 1, 1, 1, 1], key)).toBe(13);
    expect(quizScore([0, 0, 0, 0, 0, 0, 0, 1], key)).toBe(88);
  });

  it('passes at the module pass mark, 80 when missing', () => {
    expect(isPassingScore(80, undefined)).toBe(true);
    expect(isPassingScore(79, null)).toBe(false);
    expect(isPassingScore(70, 70)).toBe(true);
    expect(isPassingScore(69, 70)).toBe(false);
    expect(passMark(undefined)).toBe(80);
    expect(passMark(0)).toBe(0);
  });

  it('counts whole minutes spent, rounded, .5 up', () => {
    const start = new Date('2025-01-01T10:00:00Z');
    expect(quizMinutes(start, new Date('2025-01-01T10:02:29Z'))).toBe(2);
    expect(quizMinutes(start, new Date('2025-01-01T10:02:30Z'))).toBe(3);
    expect(quizMinutes(start, new Date('2025-01-01T10:02:31Z'))).toBe(3);
    expect(quizMinutes(start, new Date('2025-01-01T10:00:29Z'))).toBe(0);
    expect(quizMinutes(start, new Date('2025-01-01T09:59:00Z'))).toBe(0);
  });

  it('reports overall progress as the share of completed modules', () => {
    const progress = [
      { moduleId: 'a', status: 'completed' },
      { moduleId: 'b', status: 'failed' },
      { moduleId: 'z', status: 'completed' }, // a module no longer listed does not count
    ];
    expect(overallProgress(['a', 'b', 'c'], progress)).toBe(33);
    expect(overallProgress([], progress)).toBe(0);
    expect(overallProgress(['a', 'b'], [])).toBe(0);
    // 1 of 8 = 12.5 % rounds up to 13
    expect(overallProgress(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], progress)).toBe(13);
  });
});

describe('progress records', () => {
  const at = '2025-01-01T10:00:00.000Z';
  const later = '2025-01-01T10:10:00.000Z';

  it('opening a module starts it once and never undoes a result', () => {
    const opened = progressAfterOpening(null, at);
    expect(opened).toMatchObject({ status: 'in_progress', attempts: 0, startedAt: at });
    expect(progressAfterOpening(opened, later)).toEqual(opened);
    const failed = progressAfterQuiz(opened, { score: 40, passed: false, minutes: 3 }, later);
    expect(progressAfterOpening(failed, later).status).toBe('failed');
  });

  it('counts every finished quiz, keeps the best score and the first completion', () => {
    const failed = progressAfterQuiz(null, { score: 40, passed: false, minutes: 3 }, at);
    expect(failed).toMatchObject({ status: 'failed', score: 40, attempts: 1, timeSpent: 3, completedAt: null });
    const passed = progressAfterQuiz(failed, { score: 100, passed: true, minutes: 2 }, later);
    expect(passed).toMatchObject({ status: 'completed', score: 100, attempts: 2, timeSpent: 5, completedAt: later });
    const review = progressAfterQuiz(passed, { score: 20, passed: false, minutes: 1 }, '2025-01-02T00:00:00.000Z');
    expect(review).toMatchObject({ status: 'completed', score: 100, attempts: 3, completedAt: later });
  });

  it('scores a quiz against the pass mark', () => {
    const start = new Date(at);
    expect(quizOutcome([0, 1, 1, 1, 1], [0, 1, 1, 1, 0], undefined, start, new Date(later))).toEqual({
      score: 80,
      passed: true,
      minutes: 10,
    });
    expect(quizOutcome([0, 1, 1, 1, 1], [0, 1, 1, 1, 0], 90, start, start).passed).toBe(false);
  });

  it('names the card button after the status', () => {
    expect(moduleAction('not_started')).toBe('Start');
    expect(moduleAction('in_progress')).toBe('Continue');
    expect(moduleAction('completed')).toBe('Review');
    expect(moduleAction('failed')).toBe('Retry');
  });
});

import { describe, expect, it } from 'vitest';
import { isPassingScore, overallProgress, quizMinutes, quizScore, UNANSWERED } from './training.ts';

describe('quiz scoring', () => {
  it('rounds the percentage of correct answers', () => {
    expect(quizScore([0, 1, 2], [0, 1, 3])).toBe(67);
    expect(quizScore([0, UNANSWERED], [0, 1])).toBe(50);
    expect(quizScore([], [])).toBe(0);
  });

  it('passes at the module pass mark, 80 when missing', () => {
    expect(isPassingScore(80, undefined)).toBe(true);
    expect(isPassingScore(79, null)).toBe(false);
    expect(isPassingScore(70, 70)).toBe(true);
  });

  it('counts whole minutes spent, rounded', () => {
    const start = new Date('2025-01-01T10:00:00Z');
    expect(quizMinutes(start, new Date('2025-01-01T10:02:29Z'))).toBe(2);
    expect(quizMinutes(start, new Date('2025-01-01T10:02:31Z'))).toBe(3);
  });

  it('reports overall progress as the share of completed modules', () => {
    const progress = [
      { moduleId: 'a', status: 'completed' },
      { moduleId: 'b', status: 'failed' },
      { moduleId: 'z', status: 'completed' }, // a module no longer listed does not count
    ];
    expect(overallProgress(['a', 'b', 'c'], progress)).toBe(33);
    expect(overallProgress([], progress)).toBe(0);
  });
});

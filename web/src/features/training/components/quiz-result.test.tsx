/**
 * Decision 0235: the phone holds no answer key, so the result screen waits for the server's score:
 * offline it says the answers are saved and scored on reconnecting; once the pull brings the
 * scored attempt it shows the score and only what the server sent of the right answers.
 */
import type { EmployeeProgress, QuizQuestion, TrainingModule } from '@haul/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaff } from '../../../test/render-staff.tsx';
import { QuizResult } from './quiz-result.tsx';

const at = '2026-01-05T15:00:00.000Z';
const module: TrainingModule = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Safe Lifting',
  description: 'Lift with your legs',
  content: '<p>Bend your knees.</p>',
  moduleOrder: 1,
  estimatedMinutes: 10,
  passingScore: 80,
  isActive: true,
  createdAt: at,
};
const questions: QuizQuestion[] = ['Bend what?', 'Twist?'].map((question, i) => ({
  id: `00000000-0000-4000-8000-00000000001${i}`,
  moduleId: module.id,
  question,
  options: ['Knees', 'Back'],
  questionOrder: i + 1,
  createdAt: at,
}));
const progress = (attempts: number, lastQuiz: EmployeeProgress['lastQuiz']): EmployeeProgress => ({
  id: '00000000-0000-4000-8000-000000000099',
  employeeId: '00000000-0000-4000-8000-000000000098',
  moduleId: module.id,
  status: lastQuiz?.passed ? 'completed' : 'failed',
  score: lastQuiz?.score ?? null,
  timeSpent: 5,
  attempts,
  startedAt: at,
  completedAt: null,
  lastQuiz,
  createdAt: at,
});
const noop = () => {};
const show = (p: EmployeeProgress | undefined, online: boolean) =>
  renderStaff({
    ui: (
      <QuizResult
        module={module}
        questions={questions}
        answers={[0, 0]}
        progress={p}
        attemptsBefore={1}
        online={online}
        onBack={noop}
        onRetake={noop}
      />
    ),
  });

describe('the quiz result', () => {
  it('offline, with only an earlier attempt scored: answers saved, scored when the phone reconnects', async () => {
    const earlier = { score: 100, passed: true, review: [] };
    await show(progress(1, earlier), false);
    expect(await screen.findByRole('heading', { name: 'Answers saved' })).toBeInTheDocument();
    expect(screen.getByText(/scored when you reconnect/)).toBeInTheDocument();
    expect(screen.queryByText('100%')).toBeNull();
  });

  it("shows the server's score and, before a pass, no right option for a wrong answer", async () => {
    await show(
      progress(2, {
        score: 50,
        passed: false,
        review: [
          { correct: true, rightOption: null, explanation: 'Knees do the work.' },
          { correct: false, rightOption: null, explanation: null },
        ],
      }),
      true,
    );
    expect(await screen.findByRole('heading', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByText('You scored 50%. You need 80% to pass.')).toBeInTheDocument();
    expect(screen.getByText('Knees do the work.')).toBeInTheDocument();
    expect(screen.getByText('Not quite')).toBeInTheDocument();
    expect(screen.queryByText(/: Knees/)).toBeNull();
  });
});

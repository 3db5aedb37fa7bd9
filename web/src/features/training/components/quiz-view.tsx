/**
 * View 4: one question at a time with a counter and progress bar, radio options, Previous and
 * Next (Next disabled until answered), Complete Quiz on the last question. The session lives only
 * in this component (the spec's fields: currentQuestion, answers with -1 unanswered, startTime).
 */
import type { QuizQuestion, TrainingModule } from '@haul/shared';
import { UNANSWERED } from '@haul/shared';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { unanswered } from '../lib/quiz.ts';
import { ProgressBar } from './progress-bar.tsx';

export function QuizView({
  module,
  questions,
  onComplete,
  onCancel,
}: {
  module: TrainingModule;
  questions: QuizQuestion[];
  onComplete: (answers: number[], startedAt: Date) => void;
  onCancel: () => void;
}) {
  const [startedAt] = useState(() => new Date());
  const [current, setCurrent] = useState(0);
  const [answers, setAnswers] = useState(() => unanswered(questions.length));
  const groupId = useId();
  const question = questions[current];
  if (!question) return null;
  const chosen = answers[current] ?? UNANSWERED;
  const last = current === questions.length - 1;
  const choose = (option: number) => setAnswers((a) => a.map((v, i) => (i === current ? option : v)));

  return (
    <section aria-labelledby="quiz-heading" className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="quiz-heading" className="text-xl font-semibold">
          {module.title}: Quiz
        </h2>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-12 px-2 text-sm font-semibold text-brand-800 underline"
        >
          Leave quiz
        </button>
      </div>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-800">
          Question {current + 1} of {questions.length}
        </p>
        <ProgressBar value={current + 1} max={questions.length} label="Quiz progress" />
      </div>
      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="sr-only">Question {current + 1}</legend>
        <p className="text-lg font-semibold text-slate-900">{question.question}</p>
        <div className="mt-4 space-y-3">
          {question.options.map((option, i) => (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional; the index is the answer.
              key={i}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 p-3 ${
                chosen === i ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-slate-400'
              }`}
            >
              <input
                type="radio"
                name={`${groupId}-q${current}`}
                value={i}
                checked={chosen === i}
                onChange={() => choose(i)}
                className="size-5 accent-brand-700"
              />
              <span className="text-slate-900">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-between gap-3">
        <button
          type="button"
          onClick={() => setCurrent((c) => c - 1)}
          disabled={current === 0}
          className={buttonClasses('outline', 'lg')}
        >
          Previous
        </button>
        {last ? (
          <button
            type="button"
            onClick={() => onComplete(answers, startedAt)}
            disabled={chosen === UNANSWERED}
            className={buttonClasses('primary', 'lg')}
          >
            Complete Quiz
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setCurrent((c) => c + 1)}
            disabled={chosen === UNANSWERED}
            className={buttonClasses('primary', 'lg')}
          >
            Next
          </button>
        )}
      </div>
    </section>
  );
}

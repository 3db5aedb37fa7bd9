/** View 5: the score, Congratulations or Try Again (spec §8), Module Complete, the explanations. */
import type { QuizQuestion, TrainingModule } from '@haul/shared';
import { passMark } from '@haul/shared';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';

export function QuizResult({
  module,
  questions,
  answers,
  score,
  passed,
  onBack,
  onRetake,
}: {
  module: TrainingModule;
  questions: QuizQuestion[];
  answers: number[];
  score: number;
  passed: boolean;
  onBack: () => void;
  onRetake: () => void;
}) {
  return (
    <section aria-labelledby="result-heading" className="space-y-5">
      <div
        className={`rounded-lg border p-6 text-center shadow-sm ${passed ? 'border-brand-600 bg-brand-50' : 'border-red-200 bg-red-50'}`}
      >
        <p className="text-5xl font-bold text-slate-900">{score}%</p>
        <h2 id="result-heading" className="mt-3 text-2xl font-bold text-slate-900">
          {passed ? 'Congratulations' : 'Try Again'}
        </h2>
        <p className="mt-2 text-slate-800">
          {passed
            ? `You've successfully completed ${module.title}!`
            : `You scored ${score}%. You need ${passMark(module.passingScore)}% to pass.`}
        </p>
        {passed && (
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-800 px-4 py-2 font-semibold text-white">
            <Icon name="check" /> Module Complete
          </p>
        )}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={onBack} className={buttonClasses(passed ? 'primary' : 'outline', 'lg')}>
            Back to Training
          </button>
          {!passed && (
            <button type="button" onClick={onRetake} className={buttonClasses('primary', 'lg')}>
              Retake Quiz
            </button>
          )}
        </div>
      </div>
      <section aria-labelledby="review-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h3 id="review-heading" className="text-lg font-semibold">
          Your answers
        </h3>
        <ol className="mt-3 space-y-4">
          {questions.map((q, i) => {
            const right = answers[i] === q.correctAnswer;
            return (
              <li key={q.id}>
                <p className="font-medium text-slate-900">
                  {i + 1}. {q.question}
                </p>
                <p className={right ? 'text-brand-800' : 'text-red-800'}>
                  {right ? 'Correct' : 'Not quite'}
                  {/* The right option is shown once the module is passed, so a retake still tests. */}
                  {passed && `: ${q.options[q.correctAnswer]}`}
                </p>
                {(passed || right) && q.explanation && <p className="text-sm text-slate-700">{q.explanation}</p>}
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}

/**
 * View 5: the score, Congratulations or Try Again (the spec's words), Module Complete, the explanations.
 * The phone holds no answer key (decision 0235): the server scores the attempt and its result
 * arrives on the progress record's `lastQuiz`; until then the screen says the answers are saved
 * and when the score will show.
 */
import type { EmployeeProgress, LastQuiz, QuizQuestion, TrainingModule } from '@haul/shared';
import { passMark } from '@haul/shared';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';

export function QuizResult({
  module,
  questions,
  answers,
  progress,
  attemptsBefore,
  online,
  onBack,
  onRetake,
}: {
  module: TrainingModule;
  questions: QuizQuestion[];
  answers: number[];
  progress: EmployeeProgress | undefined;
  /** Scored attempts before this one: the result is this attempt's once the count has grown. */
  attemptsBefore: number;
  online: boolean;
  onBack: () => void;
  onRetake: () => void;
}) {
  const scored = progress && progress.attempts > attemptsBefore ? progress.lastQuiz : null;
  if (!scored) return <AwaitingScore online={online} answered={answers.length} onBack={onBack} />;
  return <ScoredResult module={module} questions={questions} result={scored} onBack={onBack} onRetake={onRetake} />;
}

function AwaitingScore({ online, answered, onBack }: { online: boolean; answered: number; onBack: () => void }) {
  return (
    <section aria-labelledby="result-heading" className="space-y-5">
      <div className="rounded-lg border border-slate-300 bg-white p-6 text-center shadow-sm" aria-live="polite">
        <h2 id="result-heading" className="text-2xl font-bold text-slate-900">
          {online ? 'Scoring your answers…' : 'Answers saved'}
        </h2>
        <p className="mt-2 text-slate-800">
          {online
            ? `Your ${answered} answers are on their way to the office to be scored. Your score shows here in a moment.`
            : `Your ${answered} answers are saved on this phone. The quiz is scored when you reconnect; your score shows here then, and on the training page.`}
        </p>
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={onBack} className={buttonClasses('outline', 'lg')}>
            Back to Training
          </button>
        </div>
      </div>
    </section>
  );
}

function ScoredResult({
  module,
  questions,
  result,
  onBack,
  onRetake,
}: {
  module: TrainingModule;
  questions: QuizQuestion[];
  result: LastQuiz;
  onBack: () => void;
  onRetake: () => void;
}) {
  const { score, passed, review } = result;
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
            const item = review[i];
            if (!item) return null;
            return (
              <li key={q.id}>
                <p className="font-medium text-slate-900">
                  {i + 1}. {q.question}
                </p>
                <p className={item.correct ? 'text-brand-800' : 'text-red-800'}>
                  {item.correct ? 'Correct' : 'Not quite'}
                  {/* The server sends the right option only once the module is passed, so a retake still tests. */}
                  {item.rightOption !== null && q.options[item.rightOption] && `: ${q.options[item.rightOption]}`}
                </p>
                {item.explanation && <p className="text-sm text-slate-700">{item.explanation}</p>}
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}

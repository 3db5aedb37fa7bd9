/** The module's quiz questions, in order: each with its options, right answer and explanation; moved, removed, added. */
import { type FieldPath, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { emptyQuestion, type ModuleFormValues } from '../lib/module-form.ts';

export function QuestionFields({
  form,
  message,
}: {
  form: UseFormReturn<ModuleFormValues>;
  message: (name: FieldPath<ModuleFormValues>) => string | undefined;
}) {
  const { register } = form;
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Questions</legend>
      {message('questions') && <p className="text-sm font-medium text-red-700">{message('questions')}</p>}
      {questions.fields.map((field, i) => (
        <div key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold">Question {i + 1}</p>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                disabled={i === 0}
                onClick={() => questions.move(i, i - 1)}
                aria-label={`Move question ${i + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                disabled={i === questions.fields.length - 1}
                onClick={() => questions.move(i, i + 1)}
                aria-label={`Move question ${i + 1} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                onClick={() => questions.remove(i)}
                aria-label={`Remove question ${i + 1}`}
              >
                Remove
              </button>
            </div>
          </div>
          <TextField
            label="Question"
            registration={register(`questions.${i}.question`)}
            error={message(`questions.${i}.question`)}
          />
          <TextAreaField
            label="Options, one per line"
            registration={register(`questions.${i}.optionsText`)}
            error={message(`questions.${i}.optionsText`)}
            rows={4}
          />
          <TextField
            label="Right answer (option number)"
            inputMode="numeric"
            registration={register(`questions.${i}.correctAnswer`)}
            error={message(`questions.${i}.correctAnswer`)}
          />
          <TextAreaField
            label="Explanation"
            registration={register(`questions.${i}.explanation`)}
            error={message(`questions.${i}.explanation`)}
            rows={2}
          />
        </div>
      ))}
      <button
        type="button"
        className={buttonClasses('outline', 'md')}
        onClick={() => questions.append(emptyQuestion())}
      >
        Add question
      </button>
    </fieldset>
  );
}

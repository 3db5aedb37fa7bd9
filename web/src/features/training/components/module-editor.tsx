/**
 * The module editor: title, description, minutes, pass mark, active, HTML content with formatting
 * buttons and a preview (sanitised the same way the phones will show it), and the questions in order. Saving sends the
 * whole module; the server sanitises the content again before storing it.
 */
import type { TrainingModuleWithQuestions } from '@haul/shared';
import { useEffect, useRef } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveModule } from '../api/training-admin.ts';
import { applyHtmlFormat, HTML_FORMATS, type HtmlFormat } from '../lib/html-format.ts';
import { emptyModule, emptyQuestion, formValuesOf, type ModuleFormValues, toModuleInput } from '../lib/module-form.ts';
import { TrainingHtml } from './training-html.tsx';

export function ModuleEditor({
  module,
  onSaved,
  onCancel,
}: {
  /** null: a new module. */
  module: TrainingModuleWithQuestions | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<ModuleFormValues>({ defaultValues: module ? formValuesOf(module) : emptyModule() });
  const { register, handleSubmit, setError, formState, watch, reset, setValue } = form;
  const contentBox = useRef<HTMLDivElement>(null);
  const format = (kind: HtmlFormat) => {
    const box = contentBox.current?.querySelector('textarea');
    if (!box) return;
    const edited = applyHtmlFormat(box.value, box.selectionStart, box.selectionEnd, kind);
    setValue('content', edited.text, { shouldDirty: true });
    box.focus();
    box.setSelectionRange(edited.selectionStart, edited.selectionEnd);
  };
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const save = useSaveModule();
  useEffect(() => reset(module ? formValuesOf(module) : emptyModule()), [module, reset]);
  const err = (name: FieldPath<ModuleFormValues>) =>
    name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], formState.errors) as
      | { message?: string }
      | undefined;
  const message = (name: FieldPath<ModuleFormValues>) => err(name)?.message;

  const submit = handleSubmit(async (values) => {
    const result = toModuleInput(values);
    if (!result.ok) {
      for (const [field, text] of Object.entries(result.errors)) {
        setError(field as FieldPath<ModuleFormValues>, { message: text });
      }
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: module?.id ?? null, input: result.input });
      notify({ title: 'Module Saved', description: `${saved.title} is saved. Phones get it with their next sync.` });
      onSaved(saved.id);
    } catch (error) {
      const text =
        error instanceof ApiError ? error.userMessage('Failed to save the module.') : 'Failed to save the module.';
      notify({ title: 'Not Saved', description: text, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="text-xl font-semibold">
        {module ? `Edit: ${module.title}` : 'New Module'}
      </h2>
      <TextField label="Title" registration={register('title')} error={message('title')} maxLength={200} />
      <TextAreaField
        label="Description"
        registration={register('description')}
        error={message('description')}
        rows={2}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Minutes"
          inputMode="numeric"
          registration={register('estimatedMinutes')}
          error={message('estimatedMinutes')}
        />
        <TextField
          label="Percent to pass"
          inputMode="numeric"
          registration={register('passingScore')}
          error={message('passingScore')}
        />
        <label className="flex min-h-12 items-center gap-3 self-end text-sm font-semibold text-slate-800">
          <input type="checkbox" {...register('isActive')} className="size-5 accent-brand-700" />
          Active (crews see it)
        </label>
      </div>
      <div ref={contentBox} className="space-y-2">
        <div role="toolbar" aria-label="Format the content" className="flex flex-wrap gap-2">
          {HTML_FORMATS.map((f) => (
            <button
              key={f.format}
              type="button"
              aria-label={f.label}
              title={f.label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => format(f.format)}
              className={buttonClasses('outline', 'md', 'min-w-11')}
            >
              <span aria-hidden className={f.format === 'bold' ? 'font-bold' : f.format === 'italic' ? 'italic' : ''}>
                {f.text}
              </span>
            </button>
          ))}
        </div>
        <TextAreaField
          label="Content (HTML)"
          hint="Select words and press a button above, or type HTML. Scripts, event attributes and javascript: links are removed."
          registration={register('content')}
          error={message('content')}
          rows={12}
        />
      </div>
      <details className="rounded-lg border border-slate-200 p-4">
        <summary className="min-h-12 cursor-pointer content-center font-semibold">Preview as crews see it</summary>
        <div className="mt-3">
          <TrainingHtml html={watch('content')} />
        </div>
      </details>

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

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClasses('primary', 'lg')} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Module'}
        </button>
        <button type="button" className={buttonClasses('outline', 'lg')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

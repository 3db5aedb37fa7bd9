/**
 * The module editor: title, description, minutes, pass mark, active, HTML content with formatting
 * buttons and a preview (sanitised the same way the phones will show it), and the questions in order. Saving sends the
 * whole module; the server sanitises the content again before storing it.
 */
import type { TrainingModuleWithQuestions } from '@haul/shared';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveModule } from '../api/training-admin.ts';
import { emptyModule, formValuesOf, type ModuleFormValues, toModuleInput } from '../lib/module-form.ts';
import { ContentEditor } from './content-editor.tsx';
import { QuestionFields } from './question-fields.tsx';

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
  const { register, handleSubmit, setError, formState, reset } = form;
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
      <ContentEditor form={form} error={message('content')} />

      <QuestionFields form={form} message={message} />

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

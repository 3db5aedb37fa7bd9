/**
 * The module's HTML content: formatting buttons that wrap the selected words, the text itself, and
 * a preview sanitised the same way the phones will show it.
 */
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { TextAreaField } from '../../../components/ui/form-field.tsx';
import { applyHtmlFormat, HTML_FORMATS, type HtmlFormat } from '../lib/html-format.ts';
import type { ModuleFormValues } from '../lib/module-form.ts';
import { TrainingHtml } from './training-html.tsx';

export function ContentEditor({ form, error }: { form: UseFormReturn<ModuleFormValues>; error: string | undefined }) {
  const { register, setValue, watch } = form;
  const contentBox = useRef<HTMLDivElement>(null);
  const format = (kind: HtmlFormat) => {
    const box = contentBox.current?.querySelector('textarea');
    if (!box) return;
    const edited = applyHtmlFormat(box.value, box.selectionStart, box.selectionEnd, kind);
    setValue('content', edited.text, { shouldDirty: true });
    box.focus();
    box.setSelectionRange(edited.selectionStart, edited.selectionEnd);
  };
  return (
    <>
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
          error={error}
          rows={12}
        />
      </div>
      <details className="rounded-lg border border-slate-200 p-4">
        <summary className="min-h-12 cursor-pointer content-center font-semibold">Preview as crews see it</summary>
        <div className="mt-3">
          <TrainingHtml html={watch('content')} />
        </div>
      </details>
    </>
  );
}

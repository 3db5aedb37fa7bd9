/**
 * One message's wording at a time: choose the message, edit its email subject and its words
 * (email and text), preview it as a customer gets it, or go back to the standard wording.
 */
import {
  DEFAULT_WORDING,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_PLACEHOLDERS,
  type MessageKind,
  type MessagePreview,
  messageKind,
} from '@haul/shared';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { usePreviewMessage } from '../api/message-settings.ts';
import type { SettingsFormInput, SettingsFormOutput } from '../lib/settings-form.ts';

const KINDS = MESSAGE_KINDS.map((k) => ({ value: k, label: MESSAGE_KIND_LABELS[k] }));

function Preview({ shown }: { shown: MessagePreview }) {
  return (
    <div className="grid gap-3 lg:grid-cols-2" data-testid="message-preview">
      <div>
        <h3 className="font-semibold text-slate-900">Email: {shown.subject}</h3>
        <iframe
          title="Email preview"
          sandbox=""
          srcDoc={shown.html}
          className="mt-1 h-96 w-full rounded-md border border-slate-300"
        />
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Text message</h3>
        <p className="mt-1 rounded-2xl bg-slate-100 p-3 text-slate-900">{shown.sms}</p>
      </div>
    </div>
  );
}

export function WordingEditor({ form }: { form: UseFormReturn<SettingsFormInput, unknown, SettingsFormOutput> }) {
  const preview = usePreviewMessage();
  // Which message is on screen, and its last preview: the page's own state, not settings.
  const [kind, setKind] = useState<MessageKind>('booking_confirmation');
  const [shown, setShown] = useState<MessagePreview | null>(null);
  const current = useWatch({ control: form.control, name: `wording.${kind}` }) ?? DEFAULT_WORDING[kind];
  const errors = form.formState.errors.wording;
  const elsewhere = MESSAGE_KINDS.filter((k) => k !== kind && errors?.[k]).map((k) => MESSAGE_KIND_LABELS[k]);
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <SelectField
        label="Message"
        options={KINDS}
        value={kind}
        onChange={(e) => {
          const next = messageKind.safeParse(e.target.value);
          if (next.success) setKind(next.data);
          setShown(null);
        }}
      />
      <TextField
        key={`${kind}-subject`}
        label="Email subject"
        maxLength={200}
        registration={form.register(`wording.${kind}.subject`)}
        error={errors?.[kind]?.subject?.message}
      />
      <TextAreaField
        key={`${kind}-body`}
        label="Wording (email and text)"
        maxLength={1500}
        rows={5}
        registration={form.register(`wording.${kind}.body`)}
        error={errors?.[kind]?.body?.message}
      />
      <p className="text-sm text-slate-600">
        Filled in for each customer: {MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}
      </p>
      <FormError message={elsewhere.length > 0 ? `Check the wording of: ${elsewhere.join(', ')}.` : null} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('outline', 'md')}
          disabled={preview.isPending}
          onClick={() =>
            preview.mutate(
              { kind, wording: current },
              {
                onSuccess: setShown,
                onError: (error) => notify({ title: 'No preview', description: error.message, variant: 'destructive' }),
              },
            )
          }
        >
          Preview
        </button>
        <button
          type="button"
          className={buttonClasses('outline', 'md')}
          onClick={() => form.setValue(`wording.${kind}`, DEFAULT_WORDING[kind], { shouldDirty: true })}
        >
          Back to the standard wording
        </button>
      </div>
      {shown && <Preview shown={shown} />}
    </section>
  );
}

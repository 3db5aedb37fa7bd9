/**
 * /admin/messages/settings: the reminder hour, the review link and each message's wording with a
 * preview, on react-hook-form with the shared `MessageSettingsSchema` (lib/settings-form.ts).
 */
import { hourLabel, type MessageSettings, REMINDER_HOUR_CHOICES } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMessageSettings, useSaveMessageSettings } from '../api/message-settings.ts';
import { WordingEditor } from '../components/wording-editor.tsx';
import { REMINDER_HOUR_HINT } from '../lib/reminder-hour.ts';
import {
  type SettingsFormInput,
  type SettingsFormOutput,
  SettingsFormSchema,
  settingsFormValues,
  settingsToSave,
} from '../lib/settings-form.ts';

const HOUR_OPTIONS = REMINDER_HOUR_CHOICES.map((h) => ({ value: String(h), label: hourLabel(h) }));

function Editor({ settings }: { settings: MessageSettings }) {
  const save = useSaveMessageSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((checked) =>
    save.mutate(settingsToSave(checked, settings), {
      onSuccess: () => notify({ title: 'Saved', description: 'New messages use these settings.' }),
      onError: (error) => notify({ title: 'Not saved', description: error.message, variant: 'destructive' }),
    }),
  );

  return (
    <form className="space-y-6" onSubmit={submit} noValidate>
      <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <SelectField
          label="Reminder time (the day before, Atlanta time)"
          hint={REMINDER_HOUR_HINT}
          options={HOUR_OPTIONS}
          registration={form.register('reminderHour')}
          error={errors.reminderHour?.message}
        />
        <TextField
          label="Review link (empty: no review requests)"
          type="url"
          placeholder="https://g.page/r/…/review"
          registration={form.register('reviewLink')}
          error={errors.reviewLink?.message}
        />
      </section>
      <WordingEditor form={form} />
      <button type="submit" className={buttonClasses('primary', 'lg')} disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}

export default function MessageSettingsPage() {
  const settings = useMessageSettings();
  return (
    <OfficePage title="Message settings" path="/admin/messages/settings">
      <p className="text-sm text-slate-600">
        What customers receive and when. Changes apply to messages written after you save. Online only.
      </p>
      {settings.isPending ? (
        <StateText role="status">Loading settings...</StateText>
      ) : settings.isError ? (
        <LoadFailed what="the message settings" query={settings} />
      ) : (
        <Editor settings={settings.data} />
      )}
    </OfficePage>
  );
}

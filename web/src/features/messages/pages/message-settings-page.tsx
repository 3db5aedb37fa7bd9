import {
  DEFAULT_WORDING,
  hourLabel,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_PLACEHOLDERS,
  type MessageKind,
  type MessagePreview,
  type MessageSettings,
  type MessageWording,
  REMINDER_HOUR_CHOICES,
} from '@haul/shared';
import { useState } from 'react';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMessageSettings, usePreviewMessage, useSaveMessageSettings } from '../api/message-settings.ts';
import { REMINDER_HOUR_HINT } from '../lib/reminder-hour.ts';

const FIELD = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base';

function Editor({ settings }: { settings: MessageSettings }) {
  const save = useSaveMessageSettings();
  const preview = usePreviewMessage();
  const [hour, setHour] = useState(settings.reminderHour);
  const [reviewLink, setReviewLink] = useState(settings.reviewLink ?? '');
  const [kind, setKind] = useState<MessageKind>('booking_confirmation');
  const [wording, setWording] = useState<Partial<Record<MessageKind, MessageWording>>>(settings.wording);
  const [shown, setShown] = useState<MessagePreview | null>(null);
  const current = wording[kind] ?? DEFAULT_WORDING[kind];
  const setCurrent = (next: MessageWording) => setWording({ ...wording, [kind]: next });

  const submit = () =>
    save.mutate(
      { reminderHour: hour, reviewLink: reviewLink.trim() || null, wording },
      {
        onSuccess: () => notify({ title: 'Saved', description: 'New messages use these settings.' }),
        onError: (error) => notify({ title: 'Not saved', description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <label className="grid gap-1 font-medium text-slate-800">
            Reminder time (the day before, Atlanta time)
            <select
              className={FIELD}
              value={hour}
              aria-describedby="reminder-hour-hint"
              onChange={(e) => setHour(Number(e.target.value))}
            >
              {REMINDER_HOUR_CHOICES.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
          </label>
          <p id="reminder-hour-hint" className="text-sm text-slate-600">
            {REMINDER_HOUR_HINT}
          </p>
        </div>
        <label className="grid gap-1 font-medium text-slate-800">
          Review link (empty: no review requests)
          <input
            className={FIELD}
            type="url"
            placeholder="https://g.page/r/…/review"
            value={reviewLink}
            onChange={(e) => setReviewLink(e.target.value)}
          />
        </label>
      </section>
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <label className="grid gap-1 font-medium text-slate-800">
          Message
          <select
            className={FIELD}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as MessageKind);
              setShown(null);
            }}
          >
            {MESSAGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {MESSAGE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 font-medium text-slate-800">
          Email subject
          <input
            className={FIELD}
            value={current.subject}
            maxLength={200}
            onChange={(e) => setCurrent({ ...current, subject: e.target.value })}
          />
        </label>
        <label className="grid gap-1 font-medium text-slate-800">
          Wording (email and text)
          <textarea
            className={`${FIELD} min-h-32`}
            value={current.body}
            maxLength={1500}
            onChange={(e) => setCurrent({ ...current, body: e.target.value })}
          />
        </label>
        <p className="text-sm text-slate-600">
          Filled in for each customer: {MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}
        </p>
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
                  onError: (error) =>
                    notify({ title: 'No preview', description: error.message, variant: 'destructive' }),
                },
              )
            }
          >
            Preview
          </button>
          <button
            type="button"
            className={buttonClasses('outline', 'md')}
            onClick={() => setCurrent(DEFAULT_WORDING[kind])}
          >
            Back to the standard wording
          </button>
        </div>
        {shown && (
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
        )}
      </section>
      <button type="submit" className={buttonClasses('primary', 'lg')} disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}

/** /admin/messages/settings: the reminder hour, the review link and each message's wording with a preview. */
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

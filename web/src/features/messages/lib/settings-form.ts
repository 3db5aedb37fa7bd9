/**
 * The message settings form, checked with the shared `MessageSettingsSchema`'s own rules: the
 * reminder hour as the select holds it (text), the review link ('' turns review requests off),
 * and the wording of every kind the office has edited.
 */
import {
  DEFAULT_WORDING,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageSettings,
  MessageSettingsSchema,
  type MessageWording,
} from '@haul/shared';
import { z } from 'zod';

const rules = MessageSettingsSchema.shape;

export const SettingsFormSchema = z.object({
  reminderHour: z.string().transform(Number).pipe(rules.reminderHour),
  reviewLink: z
    .string()
    .trim()
    .transform((link) => link || null)
    .pipe(rules.reviewLink),
  wording: rules.wording,
});
export type SettingsFormInput = z.input<typeof SettingsFormSchema>;
export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

/** The form for saved settings: every kind's wording shown, the standard one where none is saved. */
export function settingsFormValues(settings: MessageSettings): SettingsFormInput {
  const wording: Partial<Record<MessageKind, MessageWording>> = {};
  for (const kind of MESSAGE_KINDS) wording[kind] = settings.wording[kind] ?? DEFAULT_WORDING[kind];
  return { reminderHour: String(settings.reminderHour), reviewLink: settings.reviewLink ?? '', wording };
}

const standard = (kind: MessageKind, wording: MessageWording) =>
  wording.subject === DEFAULT_WORDING[kind].subject && wording.body === DEFAULT_WORDING[kind].body;

/**
 * What is saved: the wording of the kinds saved before, and of those now worded otherwise than
 * the standard; a kind never given its own wording keeps following the standard one.
 */
export function settingsToSave(checked: SettingsFormOutput, saved: MessageSettings): MessageSettings {
  const wording: Partial<Record<MessageKind, MessageWording>> = {};
  for (const kind of MESSAGE_KINDS) {
    const mine = checked.wording[kind];
    if (mine && (saved.wording[kind] || !standard(kind, mine))) wording[kind] = mine;
  }
  return { reminderHour: checked.reminderHour, reviewLink: checked.reviewLink, wording };
}

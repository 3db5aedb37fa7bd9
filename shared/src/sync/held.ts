/**
 * A change or photo held on a phone (decision 0265): something between the phone and the server
 * (a proxy's body limit) refused it as too large (413), so the server never received it; the phone
 * keeps it and tries again (decision 0222). The phone tells the server it holds it with this small
 * notice (metadata only, far under any proxy's limit), so the office sees it, and clears the
 * notice once the item went through or is gone from the phone.
 */
import { z } from 'zod';
import { idField, isoTimestampField } from '../schemas/fields.ts';

export const HELD_KINDS = ['change', 'photo'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

const heldFields = {
  /** The device (its sync client id), claimed by the signed-in user as for a pull. */
  clientId: idField(),
  /** The mutator's name, shown by its label (change-labels.ts); a photo's is `recordJobPhoto`. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'Expected the name of a change'),
  /** What the phone tried to send, in bytes. */
  bytes: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  /** The answer that held it (413). */
  status: z.number().int().min(400).max(599),
  /** When the phone first held it (the phone's clock). */
  heldAt: isoTimestampField(),
};

/** `POST /api/sync/held`: one held item, idempotent by (device, kind, id). */
export const HeldNoticeSchema = z.discriminatedUnion('kind', [
  /** A change: its mutation id in the device's outbox. */
  z.object({ kind: z.literal('change'), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), ...heldFields }),
  /** A photo: its id. */
  z.object({ kind: z.literal('photo'), id: idField(), ...heldFields }),
]);
export type HeldNotice = z.input<typeof HeldNoticeSchema>;
export type ParsedHeldNotice = z.output<typeof HeldNoticeSchema>;

/**
 * One notice: `DELETE /api/sync/held/:clientId/:kind/:id` (the item went through, or is gone from
 * the phone) and the office's `POST /api/office/held/:clientId/:kind/:id/dismiss` (decision 0270).
 */
export const HeldParamSchema = z.discriminatedUnion('kind', [
  z.object({
    clientId: idField(),
    kind: z.literal('change'),
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  z.object({ clientId: idField(), kind: z.literal('photo'), id: idField() }),
]);

/** The answers: whether a notice was stored or removed. */
export const HeldReportedSchema = z.object({ held: z.literal(true) });
export const HeldClearedSchema = z.object({ cleared: z.boolean() });

/** The office's list (`GET /api/office/held`): what phones hold, newest first. */
export const HeldItemSchema = z.object({
  clientId: z.string(),
  kind: z.enum(HELD_KINDS),
  /** The mutation id (a change) or the photo id, as text. */
  id: z.string(),
  name: z.string(),
  bytes: z.number(),
  status: z.number(),
  heldAt: z.string(),
  /** When the server first heard of it. */
  reportedAt: z.string(),
  username: z.string(),
  employeeName: z.string().nullable(),
  /**
   * The office dismissed it before and the phone has reported it again since (decision 0270):
   * who dismissed it and when (the last time). Null for a notice never dismissed.
   */
  dismissedBefore: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type HeldItem = z.infer<typeof HeldItemSchema>;

export const HeldListSchema = z.object({ items: z.array(HeldItemSchema), total: z.number() });
export type HeldList = z.infer<typeof HeldListSchema>;

/**
 * The office's log of dismissals (`GET /api/office/held/dismissed`, decision 0270): what each
 * notice said when the office took it off the list, whose phone held it, and who dismissed it
 * when. Newest dismissal first; a notice dismissed twice is two entries.
 */
export const HeldDismissalSchema = HeldItemSchema.omit({ dismissedBefore: true }).extend({
  dismissedBy: z.string(),
  dismissedAt: z.string(),
});
export type HeldDismissal = z.infer<typeof HeldDismissalSchema>;

export const HeldDismissalListSchema = z.object({ items: z.array(HeldDismissalSchema), total: z.number() });
export type HeldDismissalList = z.infer<typeof HeldDismissalListSchema>;

/** The office list shows at most this many (they clear themselves; more would mean a network-wide limit). */
export const HELD_LIST_LIMIT = 100;

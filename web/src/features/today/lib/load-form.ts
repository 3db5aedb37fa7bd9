/**
 * The record-a-load form's rules (decision 0320): what the crew typed, read with the shared
 * parsers (whole pounds, tenths of a yard, dollars to cents) and checked field by field with the
 * shared `RecordLoadSchema`'s own rules, in the crew's words where a parser refuses. The whole
 * `recordLoad` is parsed once more at the edge (`recordLoadArgs`), with its ids and time.
 */
import {
  type Facility,
  type LoadMaterial,
  parseDollars,
  parsePounds,
  parseTenths,
  type RecordLoad,
  RecordLoadSchema,
} from '@haul/shared';
import { z } from 'zod';
import { checkPickedFile } from '../../../lib/prepare-photo.ts';

const rules = RecordLoadSchema.shape;

/** The form as the crew fills it: text as typed, the chosen jobs with their share in eighths. */
export interface LoadFormInput {
  facilityId: string;
  ticketNumber: string;
  material: LoadMaterial;
  measure: 'weight' | 'volume';
  pounds: string;
  yards: string;
  fee: string;
  charity: string;
  items: string;
  /** Appointment id → its share of the truck in eighths, for each job on the load. */
  shares: Record<string, number>;
  photo: File | null;
}

export const EMPTY_LOAD_FORM: LoadFormInput = {
  facilityId: '',
  ticketNumber: '',
  material: 'mixed',
  measure: 'weight',
  pounds: '',
  yards: '',
  fee: '',
  charity: '',
  items: '',
  shares: {},
  photo: null,
};

/** The fields in the order the screen shows them: the first refused one is named above Save. */
export const LOAD_FIELD_ORDER = [
  'facilityId',
  'ticketNumber',
  'material',
  'pounds',
  'yards',
  'fee',
  'charity',
  'items',
  'shares',
  'photo',
] as const satisfies readonly (keyof LoadFormInput)[];

/** Words for the dump ticket, or the donation centre's receipt. */
export const paperOf = (facility: Facility | null | undefined) =>
  facility?.kind === 'donation' ? 'receipt' : 'ticket';

const firstMessage = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? null : (result.error.issues[0]?.message ?? 'Check this field.');

/**
 * The form's schema, for the facilities this phone knows (a donation centre asks for a receipt,
 * the charity and the items). Its output is what the crew entered, parsed: `recordLoadArgs` adds
 * who, when and the ids.
 */
export function loadFormSchema(facilities: readonly Facility[]) {
  return z
    .object({
      facilityId: z.string(),
      ticketNumber: z.string(),
      material: rules.material,
      measure: z.enum(['weight', 'volume']),
      pounds: z.string(),
      yards: z.string(),
      fee: z.string(),
      charity: z.string(),
      items: z.string(),
      shares: z.record(z.string(), z.number()),
      photo: z.instanceof(File).nullable(),
    })
    .transform(async (form, ctx) => {
      const refuse = (field: keyof LoadFormInput, message: string | null) => {
        if (message) ctx.issues.push({ code: 'custom', message, input: form[field], path: [field] });
        return message;
      };
      const facility = facilities.find((f) => f.id === form.facilityId) ?? null;
      refuse('facilityId', facility ? null : 'Choose the facility');
      const ticket = rules.ticketNumber.safeParse(form.ticketNumber);
      const noTicket = form.ticketNumber.trim() === '';
      refuse('ticketNumber', noTicket ? `Enter the ${paperOf(facility)} number.` : firstMessage(ticket));

      const weighed = form.measure === 'weight';
      const netPounds = weighed ? parsePounds(form.pounds) : null;
      if (weighed && !refuse('pounds', netPounds ? null : 'Enter the net weight in whole pounds from the ticket.'))
        refuse('pounds', firstMessage(rules.netPounds.safeParse(netPounds)));
      const volumeTenths = weighed ? null : parseTenths(form.yards);
      if (!weighed && !refuse('yards', volumeTenths ? null : 'Enter the volume in cubic yards, like 2.5.'))
        refuse('yards', firstMessage(rules.volumeTenths.safeParse(volumeTenths)));
      // No fee at the gate is an empty field as often as a 0.
      const typedFee = form.fee.trim() === '' ? ({ ok: true, cents: 0 } as const) : parseDollars(form.fee);
      const feeCents = typedFee.ok ? typedFee.cents : null;
      if (!refuse('fee', typedFee.ok ? null : `Fee: ${typedFee.message} (0 when there was none).`))
        refuse('fee', firstMessage(rules.feeCents.safeParse(feeCents)));

      const donation = facility?.kind === 'donation';
      const charity = rules.charity.safeParse(donation ? form.charity : undefined);
      refuse('charity', firstMessage(charity));
      const items = rules.items.safeParse(donation ? form.items : undefined);
      refuse('items', firstMessage(items));
      const shares = Object.entries(form.shares).map(([appointmentId, shareEighths]) => ({
        appointmentId,
        shareEighths,
      }));
      refuse('shares', firstMessage(rules.shares.safeParse(shares)));

      if (!refuse('photo', form.photo ? null : `Take a photo of the ${paperOf(facility)}.`) && form.photo) {
        const check = await checkPickedFile(form.photo);
        refuse('photo', check.ok ? null : check.message);
      }
      if (ctx.issues.length > 0 || !facility || !form.photo || !ticket.success || feeCents === null) return z.NEVER;
      return {
        facility,
        ticketNumber: ticket.data,
        material: form.material,
        netPounds,
        volumeTenths,
        feeCents,
        charity: charity.data,
        items: items.data,
        shares,
        photo: form.photo,
      };
    });
}

export type LoadFormOutput = z.output<ReturnType<typeof loadFormSchema>>;

/**
 * `recordLoad`'s args for a checked form, parsed with the shared schema (the edge): `null` with
 * the first refusal's words when the whole disagrees with a rule no field shows.
 */
export function recordLoadArgs(
  load: LoadFormOutput,
  who: { employeeId: string; truckId: string | null; photoId: string; at: Date },
): { ok: true; args: RecordLoad } | { ok: false; message: string } {
  const parsed = RecordLoadSchema.safeParse({
    id: crypto.randomUUID(),
    facilityId: load.facility.id,
    truckId: who.truckId,
    employeeId: who.employeeId,
    ticketNumber: load.ticketNumber,
    material: load.material,
    netPounds: load.netPounds,
    volumeTenths: load.volumeTenths,
    feeCents: load.feeCents,
    photoId: who.photoId,
    charity: load.charity,
    items: load.items,
    dumpedAt: who.at.toISOString(),
    shares: load.shares,
  });
  return parsed.success
    ? { ok: true, args: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the load and try again.' };
}

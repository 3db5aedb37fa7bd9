/**
 * Trucks, facilities, who drives which truck on a day, and the loads a crew tips (decisions
 * 0200–0202). Trucks, facilities, truck days and loads sync to phones; a load is
 * recorded on the phone at the facility with `recordLoad`, offline like any write.
 */
import { z } from 'zod';
import { calendarDateField, idField, isoTimestampField, optionalText, requiredText } from './fields.ts';

export const facilityKind = ['landfill', 'transfer_station', 'recycler', 'donation', 'waste_to_energy'] as const;
export type FacilityKind = (typeof facilityKind)[number];
export const FACILITY_KIND_LABELS: Record<FacilityKind, string> = {
  landfill: 'Landfill',
  transfer_station: 'Transfer station',
  recycler: 'Recycler',
  donation: 'Donation centre',
  waste_to_energy: 'Waste-to-energy plant',
};

/** What was on the load, as the ticket or the crew names it. */
export const loadMaterial = [
  'mixed',
  'furniture',
  'metal',
  'electronics',
  'cardboard_paper',
  'yard_waste',
  'construction',
  'household_goods',
] as const;
export type LoadMaterial = (typeof loadMaterial)[number];
export const LOAD_MATERIAL_LABELS: Record<LoadMaterial, string> = {
  mixed: 'Mixed junk',
  furniture: 'Furniture',
  metal: 'Scrap metal and appliances',
  electronics: 'Electronics',
  cardboard_paper: 'Cardboard and paper',
  yard_waste: 'Yard waste',
  construction: 'Construction debris',
  household_goods: 'Household goods',
};

export const TruckSchema = z.object({
  id: idField(),
  name: z.string(),
  plate: z.string(),
  /** Cubic yards the box holds. */
  capacityCubicYards: z.number(),
  createdAt: isoTimestampField(),
});
export type Truck = z.infer<typeof TruckSchema>;

export const TruckCreateSchema = z.object({
  name: requiredText(60),
  plate: requiredText(12).transform((v) => v.toUpperCase()),
  capacityCubicYards: z.coerce
    .number({ error: 'Enter the capacity in cubic yards' })
    .int('Whole cubic yards')
    .min(1, 'At least 1 cubic yard')
    .max(60, 'At most 60 cubic yards'),
});
export type TruckCreate = z.infer<typeof TruckCreateSchema>;

export const FacilitySchema = z.object({
  id: idField(),
  kind: z.enum(facilityKind),
  name: z.string(),
  address: z.string().nullable(),
  createdAt: isoTimestampField(),
});
export type Facility = z.infer<typeof FacilitySchema>;

export const FacilityCreateSchema = z.object({
  kind: z.enum(facilityKind, { error: 'Choose what kind of facility it is' }),
  name: requiredText(120),
  address: optionalText(200, { multiline: false }),
});
export type FacilityCreate = z.infer<typeof FacilityCreateSchema>;

/** One crew member drives (or rides in) one truck on one company day. */
export const TruckDaySchema = z.object({
  id: idField(),
  date: z.string(),
  employeeId: idField(),
  truckId: idField(),
  createdAt: isoTimestampField(),
});
export type TruckDay = z.infer<typeof TruckDaySchema>;

/** The office sets (or, with `truckId: null`, clears) who is on which truck that day. */
export const TruckDaySetSchema = z.object({
  date: calendarDateField(),
  employeeId: idField(),
  truckId: idField().nullable(),
});
export type TruckDaySet = z.infer<typeof TruckDaySetSchema>;

export const TruckDaysQuerySchema = z.object({ date: calendarDateField() });

/** A job's part of a load: its truck share in eighths, and what the server allocated to it. */
export const LoadShareSchema = z.object({
  appointmentId: idField(),
  shareEighths: z.number().int(),
  pounds: z.number().int().nullable(),
  /** Tenths of a cubic yard, for loads measured by volume. */
  volumeTenths: z.number().int().nullable(),
  feeCents: z.number().int(),
});
export type LoadShare = z.infer<typeof LoadShareSchema>;

export const LoadSchema = z.object({
  id: idField(),
  facilityId: idField(),
  /** Copied from the facility when the load was recorded: the report reads as it was. */
  facilityKind: z.enum(facilityKind),
  facilityName: z.string(),
  truckId: idField().nullable(),
  employeeId: idField().nullable(),
  ticketNumber: z.string(),
  material: z.enum(loadMaterial),
  netPounds: z.number().int().nullable(),
  volumeTenths: z.number().int().nullable(),
  feeCents: z.number().int(),
  photoId: idField().nullable(),
  /** Donation receipts: who received it and what. */
  charity: z.string().nullable(),
  items: z.string().nullable(),
  dumpedAt: isoTimestampField(),
  shares: z.array(LoadShareSchema),
  createdAt: isoTimestampField(),
});
export type Load = z.infer<typeof LoadSchema>;

const MAX_POUNDS = 100_000;

/**
 * `recordLoad`'s args: `id` makes a replay the same load. Weight in whole pounds from the ticket,
 * or, where the facility weighs nothing (donation centres), the volume in tenths of a cubic yard.
 * Jobs share the load by truck share in eighths (their estimate's share, as the crew confirms it).
 */
export const RecordLoadSchema = z
  .object({
    id: idField(),
    facilityId: idField(),
    truckId: idField().nullable().optional(),
    employeeId: idField(),
    ticketNumber: requiredText(40),
    material: z.enum(loadMaterial, { error: 'Choose what was on the load' }),
    netPounds: z.number().int('Whole pounds').min(1).max(MAX_POUNDS).nullable().optional(),
    volumeTenths: z.number().int().min(1).max(600).nullable().optional(),
    feeCents: z.number().int('Whole cents').min(0).max(10_000_00),
    photoId: idField().nullable().optional(),
    charity: optionalText(120, { multiline: false }),
    items: optionalText(1000),
    dumpedAt: isoTimestampField(),
    shares: z
      .array(z.object({ appointmentId: idField(), shareEighths: z.number().int().min(1).max(64) }))
      .min(1, 'Choose the jobs that were on this load')
      .max(20),
  })
  .refine((v) => (v.netPounds ?? null) !== null || (v.volumeTenths ?? null) !== null, {
    path: ['netPounds'],
    error: 'Enter the net weight from the ticket, or the volume where nothing was weighed',
  })
  .refine((v) => new Set(v.shares.map((s) => s.appointmentId)).size === v.shares.length, {
    path: ['shares'],
    error: 'A job is listed twice',
  });
export type RecordLoad = z.infer<typeof RecordLoadSchema>;

/** The office's report: the twelve months ending with `month` ('YYYY-MM'; this month when absent). */
export const LoadsQuerySchema = z.object({
  month: z
    .string()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { error: 'Expected a month in YYYY-MM form, 2000–2099' })
    .optional(),
});
export type LoadsQuery = z.infer<typeof LoadsQuerySchema>;

/** The loads CSV: an inclusive range of company days, at most a year and a day. */
export const LoadsCsvQuerySchema = z
  .object({ from: calendarDateField(), to: calendarDateField() })
  .refine((v) => v.to >= v.from, { path: ['to'], error: 'The end date must not be before the start date' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['to'],
    error: 'Export at most a year at a time',
  });
export type LoadsCsvQuery = z.infer<typeof LoadsCsvQuerySchema>;

const LoadMonthSchema = z.object({
  month: z.string(),
  loads: z.number().int(),
  pounds: z.number().int(),
  divertedPounds: z.number().int(),
  energyRecoveryPounds: z.number().int(),
  landfillPounds: z.number().int(),
  diversionPercent: z.number().nullable(),
  feeCents: z.number().int(),
  donations: z.number().int(),
  unweighedLoads: z.number().int(),
});

export const LoadListRowSchema = LoadSchema.extend({
  jobs: z.array(z.object({ appointmentId: idField(), customerName: z.string(), address: z.string() })),
  recordedByName: z.string().nullable(),
  truckName: z.string().nullable(),
});
export type LoadListRow = z.infer<typeof LoadListRowSchema>;

/** What GET /api/office/loads answers. */
export const LoadsReportSchema = z.object({
  month: z.string(),
  months: z.array(LoadMonthSchema),
  loads: z.array(LoadListRowSchema),
});
export type LoadsReport = z.infer<typeof LoadsReportSchema>;

/** What GET /api/office/appointments/:id/loads answers: the job's part of each load. */
export const JobLoadsSchema = z.object({
  loads: z.array(
    z.object({
      loadId: idField(),
      facilityName: z.string(),
      facilityKind: z.enum(facilityKind),
      material: z.enum(loadMaterial),
      ticketNumber: z.string(),
      dumpedAt: z.string(),
      pounds: z.number().int().nullable(),
      volumeTenths: z.number().int().nullable(),
      feeCents: z.number().int(),
      photoId: idField().nullable(),
      charity: z.string().nullable(),
    }),
  ),
  totals: z.object({ pounds: z.number().int(), divertedPounds: z.number().int(), feeCents: z.number().int() }),
});
export type JobLoads = z.infer<typeof JobLoadsSchema>;

/**
 * The push/pull wire format of docs/sync.md, shared by `api/src/sync` and `web/src/offline`.
 * Both ends parse with these schemas, so a captive portal's HTML or a proxy's JSON is never
 * mistaken for a sync answer.
 */
import { z } from 'zod';
import { AppointmentSchema } from '../schemas/appointment.ts';
import { DisposalPartnerSchema } from '../schemas/compliance.ts';
import { ContactRequestSchema } from '../schemas/contact.ts';
import { EmployeeSchema } from '../schemas/employee.ts';
import { EstimateSchema } from '../schemas/estimate.ts';
import { idField, isoTimestampField } from '../schemas/fields.ts';
import { InvoiceSchema } from '../schemas/invoice.ts';
import { JobPhotoSchema } from '../schemas/job-photo.ts';
import { FacilitySchema, LoadSchema, TruckDaySchema, TruckSchema } from '../schemas/loads.ts';
import { PriceBookSchema } from '../schemas/price-book.ts';
import { ScheduleSchema } from '../schemas/schedule.ts';
import { TimeEntrySchema } from '../schemas/time-entry.ts';
import {
  BadgeSchema,
  EmployeeBadgeSchema,
  EmployeeProgressSchema,
  QuizQuestionSchema,
  TrainingModuleSchema,
} from '../schemas/training.ts';

/**
 * The wire protocol this build speaks. A push or pull carrying an older one (or none: the apps
 * before it was introduced) answers 426 and the app shows "Update the app", keeping its outbox.
 */
export const SYNC_PROTOCOL = 2;
export const MIN_SYNC_PROTOCOL = 2;

export const SYNC_LIMITS = {
  maxMutationsPerPush: 100,
  maxPushBytes: 1024 * 1024,
  pullPageSize: 2000,
  /** Refusals delivered per pull page, oldest first after the device's mark. */
  rejectionsPerPull: 100,
  /** Tombstones are kept at least this long; older cursors get a full reset. */
  tombstoneDays: 30,
  /** Crews receive time entries of the last this many days (and any still open). */
  crewTimeEntryDays: 30,
  /**
   * Admins' devices keep this many days of history (and everything ahead, and unresolved work);
   * older history is read online (decision 0215).
   */
  adminHistoryDays: 90,
} as const;

/** The synced tables and the row shape each carries (the shared entity schemas). */
export const SYNCED_TABLES = {
  appointments: AppointmentSchema,
  employees: EmployeeSchema,
  schedules: ScheduleSchema,
  timeEntries: TimeEntrySchema,
  jobPhotos: JobPhotoSchema,
  employeeProgress: EmployeeProgressSchema,
  contactRequests: ContactRequestSchema,
  // Appended (cursor positions name a table by its index here): the training portal (decision 0082).
  trainingModules: TrainingModuleSchema,
  quizQuestions: QuizQuestionSchema,
  badges: BadgeSchema,
  employeeBadges: EmployeeBadgeSchema,
  // Appended: price on site (decision 0190).
  priceBooks: PriceBookSchema,
  estimates: EstimateSchema,
  invoices: InvoiceSchema,
  // Appended: compliance on the line items (decision 0231).
  disposalPartners: DisposalPartnerSchema,
  // Appended: trucks and loads (decision 0200).
  trucks: TruckSchema,
  facilities: FacilitySchema,
  truckDays: TruckDaySchema,
  loads: LoadSchema,
} as const;
export type SyncedTable = keyof typeof SYNCED_TABLES;
export const SYNCED_TABLE_NAMES = Object.keys(SYNCED_TABLES) as SyncedTable[];
export type SyncedRow<T extends SyncedTable> = z.infer<(typeof SYNCED_TABLES)[T]>;

export const MutationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(64),
  /** Checked per mutator on the server; one that cannot be stored is refused in a safe form (api/src/sync/refusals.ts). */
  args: z.unknown(),
  clientTime: isoTimestampField(),
});
export type Mutation = z.infer<typeof MutationSchema>;

/**
 * The user whose device database a push or pull comes from (decision 0053). The server answers
 * 401 `session_not_owner` when the session belongs to someone else, before it binds or reads
 * anything, so a device id is never bound to whichever cookie arrives first.
 */
const deviceOwnerField = () => idField().optional();

const protocolField = () => z.coerce.number().int().min(0).max(1_000_000).optional();

export const PushRequestSchema = z.object({
  /** Absent on apps older than protocol 2. */
  protocol: protocolField(),
  clientId: idField(),
  userId: deviceOwnerField(),
  /** The device clock when it sent this push: skew is judged here, not on a punch days old. */
  pushedAt: isoTimestampField().optional(),
  mutations: z.array(MutationSchema).max(SYNC_LIMITS.maxMutationsPerPush),
});
export type PushRequest = z.infer<typeof PushRequestSchema>;

export const RejectionReasonSchema = z.object({ code: z.string(), message: z.string() });
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;

export const MutationOutcomeSchema = z.object({
  id: z.number().int(),
  status: z.enum(['applied', 'rejected']),
  duplicate: z.boolean().optional(),
  result: z.unknown().optional(),
  error: RejectionReasonSchema.optional(),
});
export type MutationOutcome = z.infer<typeof MutationOutcomeSchema>;

export const PushResponseSchema = z.object({
  lastMutationId: z.number().int(),
  results: z.array(MutationOutcomeSchema),
});
export type PushResponse = z.infer<typeof PushResponseSchema>;

/** 409 body when a push skips an id: nothing after the gap was applied. */
export const PushGapSchema = z.object({
  error: z.object({ code: z.literal('mutation_gap'), message: z.string() }),
  lastMutationId: z.number().int(),
});

export const SyncRejectionSchema = z.object({
  mutationId: z.number().int(),
  name: z.string(),
  code: z.string(),
  message: z.string(),
  args: z.unknown(),
  at: z.string(),
});
export type SyncRejection = z.infer<typeof SyncRejectionSchema>;

/** `GET /api/sync/rejections` (admins): refused changes from every device. */
export const DeviceRejectionSchema = SyncRejectionSchema.extend({
  clientId: idField(),
  username: z.string(),
  clientTime: z.string().nullable(),
});
export type DeviceRejection = z.infer<typeof DeviceRejectionSchema>;

const tableMap = <V extends z.ZodType>(value: V) =>
  z.object(
    Object.fromEntries(SYNCED_TABLE_NAMES.map((t) => [t, value.optional()])) as Record<SyncedTable, z.ZodOptional<V>>,
  );

export const PullResponseSchema = z.object({
  /** Opaque: "<version>" or "<version>:<table>:<id>" when a page ended inside one version. */
  cursor: z.string(),
  /** True when the client must replace its synced tables (cursor 0 or older than the tombstone horizon). */
  reset: z.boolean(),
  lastMutationId: z.number().int(),
  changes: tableMap(z.array(z.record(z.string(), z.unknown()))),
  deletes: tableMap(z.array(z.string())),
  rejections: z.array(SyncRejectionSchema),
  more: z.boolean(),
});
export type PullResponse = z.infer<typeof PullResponseSchema>;

/**
 * A pull answer as the device reads it: the same envelope, each row left for its table's schema
 * (web/src/offline/apply-pull.ts parses every row with it on arrival). Checking each row is a
 * record first would walk every field of thousands of rows twice.
 */
export const PullEnvelopeSchema = PullResponseSchema.extend({ changes: tableMap(z.array(z.unknown())) });
export type PullEnvelope = z.infer<typeof PullEnvelopeSchema>;

export const PullQuerySchema = z.object({
  /**
   * "<version>", "<version>:<table>:<id>", or a reset's page cursor "r<start>.<position>" (never
   * judged against the tombstone horizon), each followed by "@<day>", the day its scope was taken
   * on (api/src/sync/sync-scope.ts). At most 15 digits: versions stay far below 2^53.
   */
  cursor: z
    .string()
    // At most 15 digits: a version always fits PostgreSQL's bigint (and a JavaScript number); the
    // id part in any letter case, kept lower-case.
    .regex(
      /^(r\d{1,15}\.)?\d{1,15}(:[a-zA-Z]{1,32}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?(@\d{4}-\d{2}-\d{2})?$/i,
      'Expected a sync cursor',
    )
    .transform((cursor) => cursor.replace(/^R/, 'r').replace(/:[^:]+$/, (id) => id.toLowerCase()))
    .default('0'),
  clientId: idField().optional(),
  userId: deviceOwnerField(),
  protocol: protocolField(),
  /** The highest refused mutation id the device already holds; later ones are delivered. */
  rejectionsAfter: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

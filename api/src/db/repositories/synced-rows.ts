/**
 * Maps raw rows of the synced tables to the shared entity shapes (camelCase, ISO timestamps).
 * Used by the pull and by the mutators' results, so a row looks the same however it travels.
 */
import {
  type Appointment,
  type Badge,
  type ContactRequest,
  crewCopyOf,
  type DisposalPartner,
  type Employee,
  type EmployeeBadge,
  type EmployeeProgress,
  type Estimate,
  type EstimateLine,
  type EstimateSelection,
  type Facility,
  type Invoice,
  type JobPhoto,
  type LastQuiz,
  type Load,
  type LoadShare,
  type PriceBook,
  type QuizQuestion,
  type QuizQuestionWithKey,
  type Schedule,
  type SyncedTable,
  type TimeEntry,
  type TrainingModule,
  type Truck,
  type TruckDay,
} from '@haul/shared';
import { iso, isoOrNull } from '../rows.ts';
import { type AppointmentRow, toAppointment as appointmentOf } from './appointment-row.ts';
import { toEmployee as employeeOf } from './employees.staff.ts';

type Row = Record<string, unknown>;
const str = (v: unknown) => v as string;
const strOrNull = (v: unknown) => (v ?? null) as string | null;
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const time = (v: unknown) => iso(v as Date | string);
const timeOrNull = (v: unknown) => isoOrNull((v ?? null) as Date | string | null);

/** Appointments and employees reuse the staff repositories' mappers, minus what crews may not see. */
export const toAppointment = (r: Row, withLeadSource: boolean): Appointment => {
  const { leadSource, ...rest } = appointmentOf(r as unknown as AppointmentRow);
  return withLeadSource ? { ...rest, leadSource } : rest;
};

/** Who is reading: admins see everything; a crew account sees contact details only on its own jobs. */
export interface Viewer {
  admin: boolean;
  ownEmployeeId: string | null;
}

/** `forAdmin` false: the team's names and roles only (no pay, no phone, no email). */
export const toEmployee = (r: Row, forAdmin: boolean): Employee => {
  const { hourlyRate, phone, email, ...rest } = employeeOf(r as unknown as Parameters<typeof employeeOf>[0]);
  return forAdmin ? { ...rest, phone, email, hourlyRate } : rest;
};

export const toSchedule = (r: Row): Schedule => ({
  id: str(r.id),
  employeeId: str(r.employee_id),
  date: str(r.date),
  startTime: str(r.start_time),
  endTime: str(r.end_time),
  isAvailable: Boolean(r.is_available),
  notes: strOrNull(r.notes),
  createdAt: time(r.created_at),
  version: numOrNull(r.version),
});

export const toTimeEntry = (r: Row): TimeEntry => ({
  id: str(r.id),
  employeeId: str(r.employee_id),
  appointmentId: strOrNull(r.appointment_id),
  clockInTime: time(r.clock_in_time),
  clockOutTime: timeOrNull(r.clock_out_time),
  clockInLatitude: numOrNull(r.clock_in_latitude),
  clockInLongitude: numOrNull(r.clock_in_longitude),
  clockOutLatitude: numOrNull(r.clock_out_latitude),
  clockOutLongitude: numOrNull(r.clock_out_longitude),
  totalHours: numOrNull(r.total_hours),
  notes: strOrNull(r.notes),
  clockOutNotes: strOrNull(r.clock_out_notes),
  clockInDistanceMeters: numOrNull(r.clock_in_distance_m),
  flags: (r.flags as string[] | null) ?? [],
  outsideReason: strOrNull(r.outside_reason),
  dispatchReason: strOrNull(r.dispatch_reason),
  clockOutDistanceMeters: numOrNull(r.clock_out_distance_m),
  clockInReceivedAt: timeOrNull(r.clock_in_received_at),
  deviceClockInTime: timeOrNull(r.device_clock_in_time),
  deviceClockOutTime: timeOrNull(r.device_clock_out_time),
  officeCorrection:
    r.corrected_clock_in_time && r.corrected_clock_out_time
      ? {
          clockInTime: time(r.corrected_clock_in_time),
          clockOutTime: time(r.corrected_clock_out_time),
          reason: str(r.correction_reason ?? ''),
        }
      : null,
  createdAt: time(r.created_at),
});

export const toJobPhoto = (r: Row): JobPhoto => ({
  id: str(r.id),
  appointmentId: str(r.appointment_id),
  employeeId: strOrNull(r.employee_id),
  photoType: r.photo_type as JobPhoto['photoType'],
  fileName: str(r.file_name),
  contentType: str(r.content_type),
  byteSize: Number(r.byte_size),
  description: strOrNull(r.description),
  url: `/api/job-photos/${str(r.id)}/file`,
  thumbnailUrl: `/api/job-photos/${str(r.id)}/thumbnail`,
  uploadedAt: time(r.uploaded_at),
});

export const toEmployeeProgress = (r: Row): EmployeeProgress => ({
  id: str(r.id),
  employeeId: str(r.employee_id),
  moduleId: str(r.module_id),
  status: r.status as EmployeeProgress['status'],
  score: numOrNull(r.score),
  timeSpent: numOrNull(r.time_spent),
  attempts: Number(r.attempts),
  startedAt: timeOrNull(r.started_at),
  completedAt: timeOrNull(r.completed_at),
  lastQuiz: (r.last_quiz as LastQuiz | null | undefined) ?? null,
  createdAt: time(r.created_at),
});

export const toContactRequest = (r: Row): ContactRequest => ({
  id: str(r.id),
  firstName: str(r.first_name),
  lastName: str(r.last_name),
  phone: str(r.phone),
  email: str(r.email),
  address: str(r.address),
  description: str(r.description),
  createdAt: time(r.created_at),
  handledAt: timeOrNull(r.handled_at),
  handledBy: strOrNull(r.handled_by_name),
});

export const toTrainingModule = (r: Row): TrainingModule => ({
  id: str(r.id),
  title: str(r.title),
  description: str(r.description),
  content: str(r.content),
  moduleOrder: Number(r.module_order),
  estimatedMinutes: Number(r.estimated_minutes),
  passingScore: Number(r.passing_score),
  isActive: Boolean(r.is_active),
  createdAt: time(r.created_at),
});

/** A question as any phone gets it: no key, no explanation (decision 0235). */
export const toQuizQuestion = (r: Row): QuizQuestion => ({
  id: str(r.id),
  moduleId: str(r.module_id),
  question: str(r.question),
  options: r.options as string[],
  questionOrder: Number(r.question_order),
  createdAt: time(r.created_at),
});

/** A question with its key: for scoring on the server and the office's editor only. */
export const toQuizQuestionWithKey = (r: Row): QuizQuestionWithKey => ({
  ...toQuizQuestion(r),
  correctAnswer: Number(r.correct_answer),
  explanation: strOrNull(r.explanation),
});

export const toBadge = (r: Row): Badge => ({
  id: str(r.id),
  name: str(r.name),
  description: str(r.description),
  icon: str(r.icon),
  criteria: str(r.criteria),
  moduleId: strOrNull(r.module_id),
  points: Number(r.points),
  isActive: Boolean(r.is_active),
  createdAt: time(r.created_at),
});

export const toEmployeeBadge = (r: Row): EmployeeBadge => ({
  id: str(r.id),
  employeeId: str(r.employee_id),
  badgeId: str(r.badge_id),
  earnedAt: time(r.earned_at),
  createdAt: time(r.created_at),
});

export const toDisposalPartner = (r: Row): DisposalPartner => ({
  id: str(r.id),
  kind: r.kind as DisposalPartner['kind'],
  name: str(r.name),
  permit: str(r.permit),
  createdAt: time(r.created_at),
});

export const toPriceBook = (r: Row): PriceBook => ({
  id: str(r.id),
  number: Number(r.number),
  tiers: r.tiers as PriceBook['tiers'],
  items: r.items as PriceBook['items'],
  surcharges: r.surcharges as PriceBook['surcharges'],
  note: strOrNull(r.note),
  createdBy: strOrNull(r.created_by),
  createdAt: time(r.created_at),
});

/** The signature's vector data stays on the server (the PNG is what screens show). */
export const toEstimate = (r: Row): Estimate => ({
  id: str(r.id),
  appointmentId: str(r.appointment_id),
  priceBookNumber: Number(r.price_book_number),
  selection: r.selection as EstimateSelection,
  lines: r.lines as EstimateLine[],
  totalCents: Number(r.total_cents),
  linesHash: str(r.lines_hash),
  signedHash: strOrNull(r.signed_hash),
  signerName: strOrNull(r.signer_name),
  signedAt: timeOrNull(r.signed_at),
  signaturePng: strOrNull(r.signature_png),
  recordedBy: strOrNull(r.recorded_by),
  createdAt: time(r.created_at),
  updatedAt: time(r.updated_at),
  version: numOrNull(r.version),
});

export const toInvoice = (r: Row): Invoice => ({
  id: str(r.id),
  number: Number(r.number),
  appointmentId: str(r.appointment_id),
  estimateId: str(r.estimate_id),
  priceBookNumber: Number(r.price_book_number),
  lines: r.lines as EstimateLine[],
  totalCents: Number(r.total_cents),
  paidCents: Number(r.paid_cents),
  refundedCents: Number(r.refunded_cents),
  status: r.status as Invoice['status'],
  publicPath: `/api/invoices/public/${str(r.public_token)}`,
  customerName: str(r.customer_name),
  signerName: str(r.signer_name),
  signedAt: time(r.signed_at),
  sendStatus: r.send_status as Invoice['sendStatus'],
  issuedAt: time(r.issued_at),
  voidReason: strOrNull(r.void_reason),
});

export const toTruck = (r: Row): Truck => ({
  id: str(r.id),
  name: str(r.name),
  plate: str(r.plate),
  capacityCubicYards: Number(r.capacity_cubic_yards),
  createdAt: time(r.created_at),
});

export const toFacility = (r: Row): Facility => ({
  id: str(r.id),
  kind: r.kind as Facility['kind'],
  name: str(r.name),
  address: strOrNull(r.address),
  createdAt: time(r.created_at),
});

/** `date` is a SQL date: the driver may hand it over as text or as a Date at UTC midnight. */
const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export const toTruckDay = (r: Row): TruckDay => ({
  id: str(r.id),
  date: dateText(r.date),
  employeeId: str(r.employee_id),
  truckId: str(r.truck_id),
  createdAt: time(r.created_at),
});

export const toLoad = (r: Row): Load => ({
  id: str(r.id),
  facilityId: str(r.facility_id),
  facilityKind: r.facility_kind as Load['facilityKind'],
  facilityName: str(r.facility_name),
  truckId: strOrNull(r.truck_id),
  employeeId: strOrNull(r.employee_id),
  ticketNumber: str(r.ticket_number),
  material: r.material as Load['material'],
  netPounds: numOrNull(r.net_pounds),
  volumeTenths: numOrNull(r.volume_tenths),
  feeCents: Number(r.fee_cents),
  photoId: strOrNull(r.photo_id),
  charity: strOrNull(r.charity),
  items: strOrNull(r.items),
  dumpedAt: time(r.dumped_at),
  shares: r.shares as LoadShare[],
  createdAt: time(r.created_at),
});

/** The SQL table behind each synced table, and how a row of it is shown to an admin or a crew. */
export const SYNCED_SOURCES: Record<SyncedTable, { sqlTable: string; map: (r: Row, viewer: Viewer) => unknown }> = {
  appointments: {
    sqlTable: 'appointments',
    map: (r, viewer) =>
      viewer.admin ? toAppointment(r, true) : crewCopyOf(toAppointment(r, false), viewer.ownEmployeeId),
  },
  employees: { sqlTable: 'employees', map: (r, viewer) => toEmployee(r, viewer.admin) },
  schedules: { sqlTable: 'schedules', map: toSchedule },
  timeEntries: { sqlTable: 'time_entries', map: toTimeEntry },
  jobPhotos: { sqlTable: 'job_photos', map: toJobPhoto },
  employeeProgress: { sqlTable: 'employee_progress', map: toEmployeeProgress },
  contactRequests: { sqlTable: 'contact_requests', map: toContactRequest },
  trainingModules: { sqlTable: 'training_modules', map: toTrainingModule },
  quizQuestions: { sqlTable: 'quiz_questions', map: toQuizQuestion },
  badges: { sqlTable: 'badges', map: toBadge },
  employeeBadges: { sqlTable: 'employee_badges', map: toEmployeeBadge },
  priceBooks: { sqlTable: 'price_books', map: toPriceBook },
  estimates: { sqlTable: 'estimates', map: toEstimate },
  invoices: { sqlTable: 'invoices', map: toInvoice },
  disposalPartners: { sqlTable: 'disposal_partners', map: toDisposalPartner },
  trucks: { sqlTable: 'trucks', map: toTruck },
  facilities: { sqlTable: 'facilities', map: toFacility },
  truckDays: { sqlTable: 'truck_days', map: toTruckDay },
  loads: { sqlTable: 'loads', map: toLoad },
};

/**
 * The server side of each sync mutator: a table from the mutator's name to one service call.
 * No rule lives here; each is in its service, where the REST calls use it too.
 *
 * Rules for the author of a mutator (design/sync.md; decisions 0044, 0095, 0096):
 *
 * 1. **It may run up to three times in one push**, each time in a new transaction of which only
 *    the last commits: optimistically (no savepoints; its statements sent without waiting), then
 *    with pipelined savepoints, then on the driver's savepoints (sync/mutation-savepoints.ts).
 *    Whatever it does must be safe to do again from the start: no state kept between calls, no
 *    effect outside the transaction before it commits.
 * 2. **It never catches a database error.** A statement PostgreSQL refused decides which attempt
 *    runs next (and whether the refusal is final, sync/refusals.ts); swallowing it would commit
 *    a transaction the driver has already aborted, or a half-done mutation.
 * 3. **Side effects only after commit**, through `afterCommit(task)`: a task runs once, for the
 *    attempt that committed, never for one rolled back (a geocode, a notification).
 * 4. **A refusal is an `ApiFailure`** (4xx, thrown, or the rejection of a `Sent` answer): the push
 *    undoes this mutation's writes only and records the refusal for the device and the office.
 *    Any other throw is a bug (a TypeError on odd input is answered `unprocessable` and logged)
 *    or transient (the push answers 5xx and the device retries).
 * 5. It gets one options object (`MutatorCall`): the transaction already holding the change
 *    version to stamp, the signed-in user (check `assertActsFor` before writing for an
 *    employee), the push's receive time, validated args, the punch receipt and `afterCommit`.
 *    It answers a JSON-able result, or its last statement `Sent` unanswered (db/sent.ts) so the
 *    next mutation's statements leave with it; the answer's type is in `MutatorAnswers`.
 */
import type {
  Appointment,
  Employee,
  EmployeeProgress,
  Estimate,
  Invoice,
  JobPhoto,
  Load,
  MutatorName,
  ParsedMutatorArgs,
  Schedule,
  TimeEntry,
  User,
} from '@haul/shared';
import type { Tx } from '../db/client.ts';
import type { Sent } from '../db/sent.ts';
import type { AlreadyExisted, Assignment, DispatchService } from '../services/dispatch.ts';
import type { Completion, InvoicesService } from '../services/invoices.ts';
import type { JobPhotosService } from '../services/job-photos.ts';
import type { LoadsService } from '../services/loads.ts';
import type { OnMyWayAnswer, OnMyWayService } from '../services/on-my-way.ts';
import type { PaymentsService } from '../services/payments.ts';
import type { PricingService } from '../services/pricing.ts';
import type { SchedulesService } from '../services/schedules.ts';
import type { PunchContext, TimeClockService } from '../services/time-clock.ts';
import type { QuizResult, TrainingService } from '../services/training.ts';
import type { Deleted } from '../services/versioned-write.ts';

/** What a push gives each of its mutators, whichever the mutation. */
export interface MutatorContext {
  user: User;
  /** When the server received the push. */
  now: Date;
  punch: PunchContext;
  /** Runs `task` once this mutation's change is committed, never for an attempt rolled back. */
  afterCommit(task: () => void): void;
}
/** The one options object of a mutator: its context, the transaction and version, its args. */
export type MutatorCall<N extends MutatorName> = MutatorContext & {
  tx: Tx;
  version: number;
  args: ParsedMutatorArgs<N>;
};

/** What each mutator answers the device (its outcome's `result`). */
export interface MutatorAnswers {
  clockIn: TimeEntry;
  clockOut: TimeEntry;
  upsertSchedule: Schedule;
  deleteSchedule: Deleted;
  openTrainingModule: EmployeeProgress;
  finishQuiz: QuizResult;
  deleteJobPhoto: Deleted;
  recordJobPhoto: JobPhoto | null;
  setAppointmentStatus: Appointment;
  setAppointmentSite: Appointment;
  createAppointment: Appointment | AlreadyExisted;
  createEmployee: Employee | AlreadyExisted;
  setEmployeeStatus: Employee;
  assignEmployee: Assignment;
  unassignEmployee: Appointment;
  announceOnMyWay: OnMyWayAnswer;
  saveEstimate: Estimate;
  signEstimate: Estimate;
  completeJob: Completion;
  recordCardPayment: Invoice;
  recordLoad: Load;
}
export type MutatorAnswer = MutatorAnswers[MutatorName];
/** The answer, or the last statement that will give it, sent but not answered yet. */
export type MutatorResult<T = MutatorAnswer> = T | Sent<T>;

export type ServerMutators = {
  [N in MutatorName]: (call: MutatorCall<N>) => Promise<MutatorResult<MutatorAnswers[N]>>;
};

export interface MutatorServices {
  timeClock: TimeClockService;
  schedules: SchedulesService;
  training: TrainingService;
  photos: JobPhotosService;
  dispatch: DispatchService;
  onMyWay: OnMyWayService;
  pricing: PricingService;
  invoices: InvoicesService;
  payments: PaymentsService;
  loads: LoadsService;
}

export function serverMutators({
  timeClock,
  schedules,
  training,
  photos,
  dispatch,
  onMyWay,
  pricing,
  invoices,
  payments,
  loads,
}: MutatorServices): ServerMutators {
  return {
    clockIn: (m) => timeClock.sendClockIn(m),
    clockOut: (m) => timeClock.sendClockOut(m),
    upsertSchedule: (m) => schedules.upsert(m),
    deleteSchedule: (m) => schedules.delete(m),
    openTrainingModule: (m) => training.open(m),
    finishQuiz: (m) => training.finish(m),
    recordJobPhoto: (m) => photos.record(m),
    deleteJobPhoto: (m) => photos.markDeleted(m),
    setAppointmentStatus: (m) => dispatch.setAppointmentStatus(m),
    setAppointmentSite: (m) => dispatch.setAppointmentSite(m),
    createAppointment: (m) => dispatch.createAppointment(m),
    createEmployee: (m) => dispatch.createEmployee(m),
    setEmployeeStatus: (m) => dispatch.setEmployeeStatus(m),
    assignEmployee: (m) => dispatch.assignEmployee(m),
    unassignEmployee: (m) => dispatch.unassignEmployee(m),
    announceOnMyWay: (m) => onMyWay.announce(m),
    saveEstimate: (m) => pricing.save(m),
    signEstimate: (m) => pricing.sign(m),
    completeJob: (m) => invoices.complete(m),
    recordCardPayment: (m) => payments.recordCardReader(m),
    recordLoad: (m) => loads.record(m),
  };
}

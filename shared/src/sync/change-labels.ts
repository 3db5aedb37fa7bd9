/**
 * What each queued change (sync mutator) is called on screen: the crew's sync strip ("… not
 * saved") and the office's needs-attention list. Keyed by every mutator name, so a new mutator
 * cannot reach a screen unnamed.
 */
import type { MutatorName } from './mutators.ts';

const CHANGE_LABELS: Record<MutatorName, string> = {
  clockIn: 'Clock in',
  clockOut: 'Clock out',
  upsertSchedule: 'Schedule change',
  deleteSchedule: 'Schedule removal',
  openTrainingModule: 'Training module opened',
  finishQuiz: 'Quiz result',
  recordJobPhoto: 'Job photo',
  deleteJobPhoto: 'Photo removal',
  setAppointmentStatus: 'Job status change',
  setAppointmentSite: 'Job site change',
  createAppointment: 'New job',
  createEmployee: 'New employee',
  setEmployeeStatus: 'Employee status change',
  assignEmployee: 'Crew assignment',
  unassignEmployee: 'Crew removal',
  announceOnMyWay: 'On my way',
  saveEstimate: 'Estimate',
  signEstimate: 'Customer signature',
  completeJob: 'Job done',
  recordCardPayment: 'Card payment',
  recordLoad: 'Dump ticket',
};

/** A refusal kept from an older app version may name a mutator this one no longer has. */
export const changeLabel = (mutatorName: string): string =>
  (CHANGE_LABELS as Record<string, string>)[mutatorName] ?? mutatorName;

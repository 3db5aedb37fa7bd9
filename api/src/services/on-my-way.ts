/**
 * "On my way" from the crew phone (docs/messages.md), a sync mutator: the crew member on the job taps it,
 * online or not. When the server gets the tap, the customer hears only if the job has not started
 * (no punch on it, not done or cancelled); a later replay of the same tap is the same message.
 */
import { distanceMeters, etaMinutes, type ParsedMutatorArgs } from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import type { MessagesRepository } from '../db/repositories/messages.ts';
import { ApiFailure, notFound } from '../http/errors.ts';
import type { MessagesService } from './messages.ts';
import type { MutationWrite } from './versioned-write.ts';

export interface OnMyWayAnswer {
  /** False when the job had already started by the time the tap reached the server. */
  queued: boolean;
  etaMinutes: number | null;
}

/** A job has started once someone punched in on it, or it is done or cancelled: too late for "on my way". */
const hasStarted = (job: { status: string; punched: boolean }) =>
  job.punched || job.status === 'completed' || job.status === 'cancelled';

export function onMyWayService(repo: MessagesRepository, messages: MessagesService, sendSoon: () => void) {
  return {
    async announce(
      m: MutationWrite<'announceOnMyWay'> & { afterCommit(task: () => void): void },
    ): Promise<OnMyWayAnswer> {
      const args: ParsedMutatorArgs<'announceOnMyWay'> = m.args;
      assertActsFor(m.user, args.employeeId);
      const job = await repo.jobForOnMyWay(m.tx, args.appointmentId);
      if (!job) throw notFound('That job does not exist.');
      if (!job.crew.includes(args.employeeId))
        throw new ApiFailure(403, 'not_on_crew', 'Only the crew on this job can tell the customer you are on the way.');
      if (hasStarted(job)) return { queued: false, etaMinutes: null };
      const from =
        args.latitude !== undefined && args.longitude !== undefined
          ? { latitude: args.latitude, longitude: args.longitude }
          : null;
      const eta = from && job.site ? etaMinutes(distanceMeters(from, job.site)) : null;
      await messages.onMyWay(m.tx, job.appointment, args.id, eta, m.now);
      m.afterCommit(sendSoon);
      return { queued: true, etaMinutes: eta };
    },
  };
}
export type OnMyWayService = ReturnType<typeof onMyWayService>;

/**
 * A crew member's schedule, written through sync (`upsertSchedule`, `deleteSchedule`): a crew
 * account changes only its own schedules, an admin anyone's; moving a schedule to someone else
 * needs the right to its current owner too. A deleted schedule stays deleted. An edit based on an
 * older version of a schedule someone else changed since is refused as `edit_conflict`, with both
 * versions in its message, never written over theirs (decision 0226).
 */
import type { ParsedMutatorArgs, Schedule } from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import { type NewerSchedule, staffWrites } from '../db/repositories/staff-writes.ts';
import { Sent } from '../db/sent.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Deleted, MutationWrite } from './versioned-write.ts';

const available = (isAvailable: boolean) => (isAvailable ? 'available' : 'not available');
const described = (s: { date: string; startTime: string; endTime: string; isAvailable: boolean }) =>
  `${s.date} ${s.startTime}–${s.endTime}, ${available(s.isAvailable)}`;
const theirs = (n: NewerSchedule) =>
  described({ date: n.date, startTime: n.start_time, endTime: n.end_time, isAvailable: n.is_available });

/** The refusal of a stale edit: what the schedule is now, and what the phone wanted (decision 0226). */
function staleEdit(newer: NewerSchedule, edit: ParsedMutatorArgs<'upsertSchedule'> | null) {
  const now = `The office changed this schedule after your phone last synced; it is now ${theirs(newer)}.`;
  return conflict(
    'edit_conflict',
    edit
      ? `${now} Your change (${described(edit)}) was not saved. Make it again if it still applies.`
      : `${now} It was not deleted. Delete it again if it should go.`,
  );
}

export function schedulesService() {
  return {
    /**
     * The checks and the write are one statement (they read the rows as they were), returned
     * sent: its answer refuses what the checks forbid, and the push then undoes the write.
     * Only inside a push's attempt (sync/mutation-savepoints.ts), which undoes a refused write.
     */
    async upsert({ tx, version, user, now, args }: MutationWrite<'upsertSchedule'>) {
      assertActsFor(user, args.employeeId);
      const answer = staffWrites
        .upsertSchedule(tx, version, args, now, user.id)
        .then(({ owner, employeeExists, newer, saved }): Schedule => {
          // Moving an existing schedule needs the right to its current owner too.
          if (owner) assertActsFor(user, owner);
          if (!employeeExists) throw notFound('That employee does not exist.');
          if (newer) throw staleEdit(newer, args);
          if (!saved) throw conflict('schedule_deleted', 'That schedule was deleted; the change was not saved.');
          return saved;
        });
      return new Sent(answer);
    },
    async delete({ tx, version, user, now, args }: MutationWrite<'deleteSchedule'>): Promise<Deleted> {
      const owner = await staffWrites.scheduleOwner(tx, args.id);
      if (owner) assertActsFor(user, owner);
      const newer = await staffWrites.scheduleNewerThan(tx, args.id, args.baseVersion, user.id);
      if (newer) throw staleEdit(newer, null);
      return { deleted: await staffWrites.deleteSchedule(tx, version, args.id, now, user.id) };
    },
  };
}
export type SchedulesService = ReturnType<typeof schedulesService>;

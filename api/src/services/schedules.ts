/**
 * A crew member's schedule, written through sync (`upsertSchedule`, `deleteSchedule`): a crew
 * account changes only its own schedules, an admin anyone's; moving a schedule to someone else
 * needs the right to its current owner too. A deleted schedule stays deleted.
 */
import type { Schedule } from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import { staffWrites } from '../db/repositories/staff-writes.ts';
import { Sent } from '../db/sent.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Deleted, MutationWrite } from './versioned-write.ts';

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
        .then(({ owner, employeeExists, saved }): Schedule => {
          // Moving an existing schedule needs the right to its current owner too.
          if (owner) assertActsFor(user, owner);
          if (!employeeExists) throw notFound('That employee does not exist.');
          if (!saved) throw conflict('schedule_deleted', 'That schedule was deleted; the change was not saved.');
          return saved;
        });
      return new Sent(answer);
    },
    async delete({ tx, version, user, now, args }: MutationWrite<'deleteSchedule'>): Promise<Deleted> {
      const owner = await staffWrites.scheduleOwner(tx, args.id);
      if (owner) assertActsFor(user, owner);
      return { deleted: await staffWrites.deleteSchedule(tx, version, args.id, now, user.id) };
    },
  };
}
export type SchedulesService = ReturnType<typeof schedulesService>;

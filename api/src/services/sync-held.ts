/**
 * Changes and photos held on phones (decision 0265). A phone reports what it keeps
 * after something between it and the server refused its size, and clears it once it went through
 * or is gone; each person reports only from their own device. The office reads the list and
 * dismisses a notice whose phone will never clear it (lost, broken or wiped; decision 0270).
 */
import {
  formatCompanyTime,
  HELD_LIST_LIMIT,
  type HeldDismissalList,
  type HeldKind,
  type HeldList,
  type ParsedHeldNotice,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { SyncHeldRepository } from '../db/repositories/sync-held.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';

const notYours = () => new ApiFailure(403, 'client_not_yours', 'This device id belongs to another user.');

export function syncHeldService(
  repo: SyncHeldRepository,
  /** Binds a device id to its first user (as a pull does) and answers whose it is. */
  claim: (clientId: string, userId: string) => Promise<string>,
  clock: Clock,
) {
  return {
    /** Idempotent by (device, kind, id): sending it again changes nothing but what it says. */
    async report(user: User, notice: ParsedHeldNotice): Promise<void> {
      if ((await claim(notice.clientId, user.id)) !== user.id) throw notYours();
      const stored = await repo.report(
        {
          clientId: notice.clientId,
          kind: notice.kind,
          itemId: String(notice.id),
          userId: user.id,
          name: notice.name,
          bytes: notice.bytes,
          status: notice.status,
          heldAt: new Date(notice.heldAt),
        },
        clock.now(),
      );
      if (!stored) throw notYours();
    },
    /** Removes this user's notice; clearing one already gone is no error (the phone may ask twice). */
    clear(user: User, clientId: string, kind: HeldKind, id: string | number): Promise<boolean> {
      return repo.clear(user.id, clientId, kind, String(id));
    },
    list(): Promise<HeldList> {
      return repo.list(HELD_LIST_LIMIT);
    },
    /** The office's log of dismissals, newest first (decision 0270). */
    dismissals(): Promise<HeldDismissalList> {
      return repo.dismissals(HELD_LIST_LIMIT);
    },
    /**
     * The office takes a notice off its list (decision 0270), recording who and when. Unknown:
     * 404; already dismissed (and not reported again since): 409, saying by whom.
     */
    async dismiss(admin: User, clientId: string, kind: HeldKind, id: string | number): Promise<void> {
      const found = await repo.dismiss(clientId, kind, String(id), admin.id, clock.now());
      if (found.outcome === 'unknown') throw notFound('No phone has reported that held item.');
      if (found.outcome === 'already')
        throw conflict(
          'already_dismissed',
          `This held item was already dismissed by ${found.by} on ${formatCompanyTime(found.at)}.`,
        );
    },
  };
}
export type SyncHeldService = ReturnType<typeof syncHeldService>;

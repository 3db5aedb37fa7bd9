/** The office's "needs attention" list: refused changes from every device, newest first, 25 a page. */
import type { RejectionPage, User } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { SyncRejectionsRepository } from '../db/repositories/sync-rejections.ts';
import { notFound } from '../http/errors.ts';

export const REJECTIONS_PAGE_SIZE = 25;

export function syncRejectionsService(repo: SyncRejectionsRepository, clock: Clock) {
  return {
    async page(page: number, show: 'open' | 'all'): Promise<RejectionPage> {
      const { items, total } = await repo.page(show === 'all', REJECTIONS_PAGE_SIZE, (page - 1) * REJECTIONS_PAGE_SIZE);
      return { items, total, page, pageSize: REJECTIONS_PAGE_SIZE };
    },
    async dismiss(clientId: string, mutationId: number, user: User): Promise<void> {
      if (!(await repo.dismiss(clientId, mutationId, user.id, clock.now()))) {
        throw notFound('No refused change has that id.');
      }
    },
  };
}
export type SyncRejectionsService = ReturnType<typeof syncRejectionsService>;

/** The office's customers (decision 0142): the list, one customer's page, notes and merges. */
import type {
  CustomerDetail,
  CustomerMergeInput,
  CustomerNote,
  CustomerNoteInput,
  CustomerPage,
  CustomerSearchQuery,
  User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { CustomersRepository } from '../db/repositories/customers.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';

export const CUSTOMER_PAGE_SIZE = 20;

export function customersService(repo: CustomersRepository, clock: Clock) {
  async function detail(id: string): Promise<CustomerDetail> {
    const found = await repo.find(id);
    if (!found) throw notFound('No customer has that id.');
    const [jobs, notes, merged] = await Promise.all([repo.jobs(id), repo.notes(id), repo.merged(id)]);
    return { ...found, jobs, notes, merged };
  }

  return {
    detail,

    async list({ q, page }: CustomerSearchQuery): Promise<CustomerPage> {
      const { items, total } = await repo.search(q, CUSTOMER_PAGE_SIZE, (page - 1) * CUSTOMER_PAGE_SIZE);
      return { items, total, page, pageSize: CUSTOMER_PAGE_SIZE };
    },

    async addNote(id: string, input: CustomerNoteInput, by: User): Promise<CustomerNote> {
      const note = await repo.addNote(id, input.body, { id: by.id, name: by.username }, clock.now());
      if (!note) throw notFound('No customer has that id (a merged customer takes notes where it was merged).');
      return note;
    },

    /** "These two are one": `id`'s jobs and notes move to `intoId`; answers the surviving customer. */
    async merge(id: string, input: CustomerMergeInput, by: User): Promise<CustomerDetail> {
      const refused = await repo.merge(id, input.intoId, by.id, clock.now());
      if (refused === 'same') throw badRequest('Pick another customer to merge into.', { intoId: 'Same customer' });
      if (refused === 'missing') throw notFound('No customer has that id.');
      if (refused === 'merged') throw conflict('already_merged', 'One of the two was already merged; reload the page.');
      return detail(input.intoId);
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;

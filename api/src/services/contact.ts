import type { ContactRequest, ContactRequestCreate } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { ContactRequestsRepository } from '../db/repositories/contact-requests.ts';

export function contactService(repo: ContactRequestsRepository, clock: Clock) {
  return {
    submit: (input: ContactRequestCreate): Promise<ContactRequest> => repo.insert(input, clock.now()),
    list: () => repo.list(),
  };
}
export type ContactService = ReturnType<typeof contactService>;

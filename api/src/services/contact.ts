import { randomUUID } from 'node:crypto';
import type { ContactRequest, ContactRequestCreate, User } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { ContactRequestsRepository } from '../db/repositories/contact-requests.ts';
import { notFound } from '../http/errors.ts';
import { isHoneypotFilled } from './honeypot.ts';

export function contactService(repo: ContactRequestsRepository, clock: Clock) {
  return {
    submit: (input: ContactRequestCreate): Promise<ContactRequest> => {
      const { website: _honeypot, ...fields } = input;
      // A filled honeypot gets the answer a person would get; nothing is stored.
      if (isHoneypotFilled(input)) {
        return Promise.resolve({ ...fields, id: randomUUID(), createdAt: clock.now().toISOString() });
      }
      return repo.insert(fields, clock.now());
    },
    list: () => repo.list(),
    /** The office replied (decision 0141): who and when, kept from the first time it was marked. */
    async markHandled(id: string, by: User): Promise<ContactRequest> {
      const handled = await repo.markHandled(id, by.id, by.username, clock.now());
      if (!handled) throw notFound('That contact request no longer exists.');
      return handled;
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;

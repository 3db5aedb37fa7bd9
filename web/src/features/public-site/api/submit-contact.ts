/** POST /api/contact — the home page's free-estimate request. */
import { type ContactRequestCreate, ContactRequestSchema } from '@haul/shared';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const submitContact = (input: ContactRequestCreate) =>
  apiJson(ContactRequestSchema, 'POST', '/api/contact', input);

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });

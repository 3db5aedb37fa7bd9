/** POST /api/contact — the home page's free-estimate request. */
import { type ContactRequestCreate, ContactRequestSchema } from '@haul/shared';
import { apiJson } from '../../../lib/api-client.ts';

/** Where the form posts when its script is not running (JavaScript off, or not loaded yet). */
export const CONTACT_FORM_ACTION = '/api/contact/form';

export const submitContact = (input: ContactRequestCreate) =>
  apiJson(ContactRequestSchema, 'POST', '/api/contact', input);

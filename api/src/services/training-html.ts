/**
 * Module content is admin-written HTML shown to every crew phone, so it is cleaned with DOMPurify
 * (the maintained sanitiser; a regex never is one) on a jsdom window before it is stored. The
 * app sanitises again before rendering with the same shared allow-list (decision 0083).
 */
import { TRAINING_HTML_POLICY } from '@haul/shared';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);

export function sanitizeTrainingHtml(html: string): string {
  return purify
    .sanitize(html, {
      ALLOWED_TAGS: [...TRAINING_HTML_POLICY.ALLOWED_TAGS],
      ALLOWED_ATTR: [...TRAINING_HTML_POLICY.ALLOWED_ATTR],
      ALLOWED_URI_REGEXP: TRAINING_HTML_POLICY.ALLOWED_URI_REGEXP,
    })
    .trim();
}

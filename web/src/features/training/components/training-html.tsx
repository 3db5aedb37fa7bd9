/**
 * Module content, sanitised again on the device before it is rendered (the server cleaned it on
 * save; this is the second lock, decision 0083) with the same shared allow-list.
 */
import { TRAINING_HTML_POLICY } from '@haul/shared';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function cleanTrainingHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...TRAINING_HTML_POLICY.ALLOWED_TAGS],
    ALLOWED_ATTR: [...TRAINING_HTML_POLICY.ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: TRAINING_HTML_POLICY.ALLOWED_URI_REGEXP,
  });
}

export function TrainingHtml({ html }: { html: string }) {
  const clean = useMemo(() => cleanTrainingHtml(html), [html]);
  return (
    <div
      className="training-content max-w-none text-base leading-relaxed text-slate-800"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

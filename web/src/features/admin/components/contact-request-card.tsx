import type { ContactRequest } from '@haul/shared';
import { formatDateTime } from '../../../lib/format-time.ts';
import { ContactLinks } from './contact-links.tsx';

/** One contact request; `compact` (Overview) leaves out the address. */
export function ContactRequestCard({ request, compact = false }: { request: ContactRequest; compact?: boolean }) {
  return (
    <article className="space-y-1.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-base font-semibold text-slate-900">
          {request.firstName} {request.lastName}
        </h3>
        <p className="text-xs text-slate-500">
          {compact ? '' : 'Submitted '}
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
      </div>
      <ContactLinks phone={request.phone} email={request.email} />
      {!compact && <p className="text-slate-700">{request.address}</p>}
      <p className="whitespace-pre-line text-slate-600">{request.description}</p>
    </article>
  );
}

import { COMPANY, type ContactRequest, formatCompanyTime, fullName, isContactRequestOverdue } from '@haul/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContactLinks } from '../../../components/office/contact-links.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { handBookingPrefill } from '../../../lib/booking-prefill.ts';
import { useMarkContactHandled } from '../api/contact-requests.ts';

/**
 * One contact request; `compact` (Overview) leaves out the address. Unhandled requests older
 * than the call-back promise are flagged; "Make a booking" opens the wizard with the details in,
 * "Handled" records who replied and when (decision 0141).
 */
export function ContactRequestCard({ request, compact = false }: { request: ContactRequest; compact?: boolean }) {
  const navigate = useNavigate();
  const markHandled = useMarkContactHandled();
  const [error, setError] = useState<string | null>(null);
  const overdue = isContactRequestOverdue(request, new Date());
  const name = fullName(request);
  return (
    <article aria-label={name} className="space-y-1.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-base font-semibold text-slate-900">{name}</h3>
        <p className="text-xs text-slate-500">
          {compact ? '' : 'Submitted '}
          <time dateTime={request.createdAt}>{formatCompanyTime(request.createdAt, 'date-time')}</time>
        </p>
      </div>
      {overdue && (
        <p className="inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          Over {COMPANY.callbackPromiseHours} h without a reply
        </p>
      )}
      <ContactLinks phone={request.phone} email={request.email} />
      {!compact && <p className="text-slate-700">{request.address}</p>}
      <p className="whitespace-pre-line text-slate-600">{request.description}</p>
      {request.handledAt ? (
        <p className="text-xs font-medium text-emerald-800">
          Handled by {request.handledBy ?? 'the office'} on{' '}
          <time dateTime={request.handledAt}>{formatCompanyTime(request.handledAt, 'date-time')}</time>
        </p>
      ) : null}
      {!compact && (
        <div className="flex flex-wrap gap-2 pt-1">
          <button
            type="button"
            className={buttonClasses('outline')}
            onClick={() => {
              handBookingPrefill({
                firstName: request.firstName,
                lastName: request.lastName,
                phone: request.phone,
                email: request.email,
                address: request.address,
                description: request.description,
              });
              navigate('/admin/phone-booking');
            }}
          >
            Make a booking
          </button>
          {!request.handledAt && (
            <button
              type="button"
              className={buttonClasses('primary')}
              disabled={markHandled.isPending}
              onClick={() =>
                markHandled.mutate(request.id, {
                  onError: (e) => setError(e instanceof ApiError ? e.userMessage('Not saved.') : 'Not saved.'),
                })
              }
            >
              Handled
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </article>
  );
}

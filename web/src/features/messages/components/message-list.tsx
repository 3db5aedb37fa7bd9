/**
 * Customer messages as the office sees them (docs/messages.md): what, to whom, its status and why, and
 * Resend for one that failed or was not sent. Used by /admin/messages and a job's page.
 */
import {
  formatCompanyTime,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  type Message,
  type MessageStatus,
} from '@haul/shared';
import { Link } from 'react-router-dom';
import { Pager } from '../../../components/office/pager.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMessages, useResendMessage } from '../api/messages.ts';

const STATUS_STYLE: Record<MessageStatus, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  delivered: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  not_sent: 'bg-amber-100 text-amber-950',
};

function MessageItem({ m, showCustomer }: { m: Message; showCustomer: boolean }) {
  const resend = useResendMessage();
  const channel = m.channel === 'email' ? 'Email' : 'Text';
  const when =
    m.status === 'scheduled'
      ? `due ${formatCompanyTime(new Date(m.dueAt))}`
      : m.sentAt
        ? formatCompanyTime(new Date(m.sentAt))
        : formatCompanyTime(new Date(m.createdAt));
  return (
    <article
      aria-label={`${MESSAGE_KIND_LABELS[m.kind]} by ${channel.toLowerCase()} to ${m.recipient}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="message"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          {MESSAGE_KIND_LABELS[m.kind]} · {channel}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLE[m.status]}`}>
          {MESSAGE_STATUS_LABELS[m.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {showCustomer && (
          <>
            <Link className="font-semibold text-brand-800 underline" to={`/admin/appointments/${m.appointmentId}`}>
              {m.customerName}
            </Link>{' '}
            ·{' '}
          </>
        )}
        {m.recipient} · {when}
      </p>
      {m.status === 'not_sent' && m.notSentReason && (
        <p className="mt-2 text-sm font-medium text-amber-950">Not sent: {m.notSentReason}</p>
      )}
      {m.lastError && m.status !== 'sent' && m.status !== 'delivered' && (
        <p className="mt-2 text-sm text-red-800">
          {m.status === 'failed' ? 'Failed' : `Try ${m.attempts} failed`}: {m.lastError}
        </p>
      )}
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-800">What the customer gets</summary>
        {m.subject && <p className="font-semibold text-slate-900">{m.subject}</p>}
        <p className="whitespace-pre-wrap text-slate-800">{m.bodyText}</p>
      </details>
      {(m.status === 'failed' || m.status === 'not_sent') && (
        <button
          type="button"
          disabled={resend.isPending}
          className={buttonClasses('outline', 'md', 'mt-2')}
          onClick={() =>
            resend.mutate(m.id, {
              onSuccess: () => notify({ title: 'Queued', description: 'It goes out within a few seconds.' }),
              onError: () => notify({ title: 'Error', description: 'Could not resend it', variant: 'destructive' }),
            })
          }
        >
          Resend
        </button>
      )}
    </article>
  );
}

export function MessageList({
  appointmentId,
  status,
  page,
  onPage,
}: {
  appointmentId?: string;
  status?: MessageStatus;
  page: number;
  onPage(page: number): void;
}) {
  const list = useMessages({ appointmentId, status, page });
  if (list.isPending) return <StateText role="status">Loading messages...</StateText>;
  if (list.isError) return <LoadFailed what="messages" query={list} />;
  const { providers } = list.data;
  const missing = [!providers.email && 'email', !providers.sms && 'text'].filter(Boolean).join(' or ');
  return (
    <div className="space-y-3">
      {missing && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-testid="no-provider">
          No {missing} provider is configured: messages are written and kept here, but not sent. See the README's
          settings (SMTP_URL, TWILIO_…).
        </p>
      )}
      {list.data.messages.length === 0 ? (
        <StateText>No messages yet.</StateText>
      ) : (
        <ul className="space-y-3">
          {list.data.messages.map((m) => (
            <li key={m.id}>
              <MessageItem m={m} showCustomer={!appointmentId} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Message pages"
        page={list.data.page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onPage={onPage}
      />
    </div>
  );
}

import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, type MessageStatus } from '@haul/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { MessageList } from '../components/message-list.tsx';

const isStatus = (value: string | null): value is MessageStatus =>
  value !== null && (MESSAGE_STATUSES as readonly string[]).includes(value);

/** /admin/messages: every customer email and text, newest first, with its status (docs/messages.md). */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  return (
    <OfficePage title="Messages" path="/admin/messages">
      <p className="text-sm text-slate-600">
        Confirmations, reminders, "on my way" texts and notices to customers. Online only: this list needs a connection.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Status
          <select
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
            value={status ?? ''}
            onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
          >
            <option value="">All</option>
            {MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MESSAGE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <Link to="/admin/messages/settings" className={buttonClasses('outline', 'md')}>
          Wording and reminder time
        </Link>
      </div>
      <MessageList
        status={status}
        page={page}
        onPage={(p) => setParams({ page: String(p), ...(status ? { status } : {}) })}
      />
    </OfficePage>
  );
}

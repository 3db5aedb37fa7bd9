import { changeLabel, formatCompanyTime, type Rejection } from '@haul/shared';
import { useSearchParams } from 'react-router-dom';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { Pager } from '../../../components/office/pager.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useDismissRejection, useRejections } from '../api/rejections.ts';
import { DismissedHeld, HeldOnPhones } from '../components/held-on-phones.tsx';

function RejectionItem({ r }: { r: Rejection }) {
  const dismiss = useDismissRejection();
  const who = r.employeeName ? `${r.employeeName} (${r.username})` : r.username;
  return (
    <article
      aria-label={`${changeLabel(r.name)} by ${who}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-base font-semibold text-slate-900">
        {changeLabel(r.name)} by {who}
      </h3>
      <p className="mt-1 text-slate-800">{r.message}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline">Refused: </dt>
          <dd className="inline">{formatCompanyTime(new Date(r.at))}</dd>
        </div>
        {r.clientTime && (
          <div>
            <dt className="inline">Made on the device: </dt>
            <dd className="inline">{formatCompanyTime(new Date(r.clientTime))}</dd>
          </div>
        )}
      </dl>
      {r.dismissedAt ? (
        <p className="mt-2 text-sm text-slate-600">
          Dismissed by {r.dismissedBy ?? 'admin'} on {formatCompanyTime(new Date(r.dismissedAt))}
        </p>
      ) : (
        <button
          type="button"
          disabled={dismiss.isPending}
          className={buttonClasses('outline', 'md', 'mt-3')}
          onClick={() =>
            dismiss.mutate(
              { clientId: r.clientId, mutationId: r.mutationId },
              {
                onError: () => notify({ title: 'Error', description: 'Could not dismiss it', variant: 'destructive' }),
              },
            )
          }
        >
          Dismiss
        </button>
      )}
    </article>
  );
}

/**
 * /admin/needs-attention: what phones hold because the network refused its size (decision 0265),
 * then every change a device queued that the server refused, newest first.
 */
export default function NeedsAttentionPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = params.get('show') === 'all' ? 'all' : 'open';
  const list = useRejections(page, show);
  const go = (next: { page?: number; show?: string }) =>
    setParams({ page: String(next.page ?? 1), show: next.show ?? show });
  return (
    <OfficePage title="Needs attention" path="/admin/needs-attention">
      <HeldOnPhones />
      <DismissedHeld />
      <h2 className="text-lg font-semibold text-slate-900">Refused by the server</h2>
      <p className="text-sm text-slate-600">
        Changes made on phones that the server refused (for example a second clock-in). The crew member saw the reason
        on their phone; follow up, then dismiss.
      </p>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={show === 'all'}
          onChange={(e) => go({ show: e.target.checked ? 'all' : 'open' })}
        />
        Show dismissed too
      </label>
      {list.isPending ? (
        <StateText role="status">Loading refused changes...</StateText>
      ) : list.isError ? (
        <LoadFailed what="refused changes" query={list} />
      ) : list.data.items.length === 0 ? (
        <StateText>No refused changes.</StateText>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.items.map((r) => (
              <li key={`${r.clientId}/${r.mutationId}`}>
                <RejectionItem r={r} />
              </li>
            ))}
          </ul>
          <Pager
            label="Refused changes pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => go({ page: p })}
          />
        </>
      )}
    </OfficePage>
  );
}

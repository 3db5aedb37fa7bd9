/**
 * /jobs/:id/estimate (decision 0190): the crew on the job (or an admin) prices it at the curb and
 * the customer signs with a finger. Works with no signal: the price book and the estimate live on
 * the phone, saving and signing go through the outbox. The total shown is the shared pricing
 * function's; the server prices it again and refuses any difference.
 */
import { fullName } from '@haul/shared';
import { Link, useParams } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { useOffline } from '../../../offline/offline-context.tsx';
import { useJob } from '../../../offline/queries/jobs.ts';
import { useEstimateScreen } from '../../../offline/queries/pricing.ts';
import { EstimateEditor } from '../components/estimate-editor.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

export default function EstimatePage() {
  const { id = '' } = useParams();
  const { user } = useOffline();
  const job = useJob(id);
  const screen = useEstimateScreen(id);
  const path = `/jobs/${id}/estimate`;
  const onJob =
    job &&
    (user.role === 'admin' || (user.employeeId !== null && job.assignedEmployeeIds.includes(user.employeeId ?? '')));
  return (
    <StaffPage
      title="Estimate"
      path={path}
      above={
        <Link to="/today" className="inline-flex min-h-12 items-center font-semibold text-brand-800">
          ← Today
        </Link>
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        Works with no signal: the estimate and the signature are saved on this phone and sent when there is signal.
      </p>
      {job === undefined || screen === undefined ? (
        <p>Loading…</p>
      ) : job === null ? (
        <p className={card}>This job is not on this phone. Sync with signal, or ask the office.</p>
      ) : !onJob ? (
        <p className={card}>You are not on this job’s crew. Ask the office to add you first.</p>
      ) : !screen.book ? (
        <p className={card}>Prices have not reached this phone yet. Sync once with signal.</p>
      ) : (
        <>
          <div className={`${card} mb-4`}>
            <p className="text-lg font-bold text-slate-900">{fullName(job)}</p>
            <p className="text-slate-800">{job.address}</p>
            <p className="text-sm text-slate-700">
              {job.serviceType} — {job.description}
            </p>
          </div>
          <EstimateEditor
            job={job}
            book={screen.book}
            estimate={screen.estimate}
            invoice={screen.invoice}
            hasAfterPhoto={screen.hasAfterPhoto}
            partners={screen.partners}
          />
        </>
      )}
    </StaffPage>
  );
}

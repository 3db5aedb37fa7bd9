import { appointmentStatus, isCalendarDate } from '@haul/shared';
import { useSearchParams } from 'react-router-dom';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { AppointmentSearch, type SearchState } from '../components/appointment-search.tsx';

const date = (value: string | null) => (value && isCalendarDate(value) ? value : '');

/** /admin/appointments?q=&status=&from=&to=&page=: the searched, paged list, linkable. */
export default function AppointmentsPage() {
  const [params, setParams] = useSearchParams();
  const status = appointmentStatus.schema.safeParse(params.get('status'));
  const state: SearchState = {
    q: params.get('q') ?? '',
    status: status.success ? status.data : 'all',
    from: date(params.get('from')),
    to: date(params.get('to')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const onChange = (next: SearchState) => {
    const values: Record<string, string> = {};
    if (next.q) values.q = next.q;
    if (next.status !== 'all') values.status = next.status;
    if (next.from) values.from = next.from;
    if (next.to) values.to = next.to;
    if (next.page > 1) values.page = String(next.page);
    setParams(values);
  };
  return (
    <OfficePage title="Appointments" path="/admin/appointments">
      <section aria-label="Appointment list" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <AppointmentSearch key={state.q} state={state} onChange={onChange} />
      </section>
    </OfficePage>
  );
}

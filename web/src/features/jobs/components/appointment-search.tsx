/**
 * The appointments list, searched and paged on the server: name, phone (any punctuation) or
 * address; status and date filters; 20 a page, newest booking first. The dashboard tab keeps its
 * query in state; the /admin/appointments page keeps it in the URL.
 */
import { type AppointmentSearchQuery, type AppointmentStatus, appointmentStatus } from '@haul/shared';
import { useId, useState } from 'react';
import { Pager } from '../../../components/office/pager.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LABELLED_FIELD_CLASSES } from '../../../components/ui/field-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useAppointmentSearch } from '../api/appointments.ts';
import { usePhotoCounts } from '../api/photo-counts.ts';
import { AppointmentCard } from './appointment-card.tsx';

export type SearchState = { q: string; status: AppointmentStatus | 'all'; from: string; to: string; page: number };
export const EMPTY_SEARCH: SearchState = { q: '', status: 'all', from: '', to: '', page: 1 };

const statusOrAll = (value: string): SearchState['status'] => {
  const parsed = appointmentStatus.schema.safeParse(value);
  return parsed.success ? parsed.data : 'all';
};

const toQuery = (s: SearchState): AppointmentSearchQuery => ({
  q: s.q || undefined,
  status: s.status === 'all' ? undefined : s.status,
  from: s.from || undefined,
  to: s.to || undefined,
  page: s.page,
});

export function AppointmentSearch({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const results = useAppointmentSearch(toQuery(state));
  const photoCounts = usePhotoCounts();
  const [typed, setTyped] = useState(state.q);
  const ids = { q: useId(), status: useId(), from: useId(), to: useId() };
  const change = (patch: Partial<SearchState>) => onChange({ ...state, page: 1, ...patch });

  return (
    <div className="space-y-4">
      <search aria-label="Appointments">
        <form
          className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            change({ q: typed.trim() });
          }}
        >
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor={ids.q} className="text-sm font-semibold text-slate-800">
              Search
            </label>
            <input
              id={ids.q}
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="Name, phone or address"
              className={LABELLED_FIELD_CLASSES}
            />
          </div>
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor={ids.status} className="text-sm font-semibold text-slate-800">
              Status
            </label>
            <select
              id={ids.status}
              value={state.status}
              onChange={(e) => change({ status: statusOrAll(e.target.value) })}
              className={LABELLED_FIELD_CLASSES}
            >
              <option value="all">All Status</option>
              {appointmentStatus.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.from} className="text-sm font-semibold text-slate-800">
              From date
            </label>
            <input
              id={ids.from}
              type="date"
              value={state.from}
              onChange={(e) => change({ from: e.target.value })}
              className={LABELLED_FIELD_CLASSES}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="text-sm font-semibold text-slate-800">
              To date
            </label>
            <input
              id={ids.to}
              type="date"
              value={state.to}
              onChange={(e) => change({ to: e.target.value })}
              className={LABELLED_FIELD_CLASSES}
            />
          </div>
          <button type="submit" className={buttonClasses('primary', 'md', 'col-span-2 lg:col-span-1')}>
            Search
          </button>
        </form>
      </search>
      {results.isPending ? (
        <StateText role="status">Loading appointments...</StateText>
      ) : results.isError ? (
        <LoadFailed what="appointments" query={results} />
      ) : results.data.items.length === 0 ? (
        <StateText>No appointments found</StateText>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {results.data.total} found
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {results.data.items.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} photos={photoCounts.data?.get(appointment.id)} />
              </li>
            ))}
          </ul>
          <Pager
            label="Appointment pages"
            page={results.data.page}
            pageSize={results.data.pageSize}
            total={results.data.total}
            onPage={(page) => onChange({ ...state, page })}
          />
        </>
      )}
    </div>
  );
}

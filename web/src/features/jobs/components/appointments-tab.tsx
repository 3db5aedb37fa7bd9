import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/office/panel.tsx';
import { AppointmentSearch, EMPTY_SEARCH } from './appointment-search.tsx';

/** The dashboard's appointments: the same searched, paged list as /admin/appointments. */
export function AppointmentsTab() {
  const [search, setSearch] = useState(EMPTY_SEARCH);
  return (
    <Panel title="Appointments">
      <p className="mb-3 text-sm">
        <Link to="/admin/appointments" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Open the appointments page
        </Link>
      </p>
      <AppointmentSearch state={search} onChange={setSearch} />
    </Panel>
  );
}

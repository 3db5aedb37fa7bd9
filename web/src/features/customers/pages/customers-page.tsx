/**
 * /admin/customers?q=&page= (decision 0142): everyone who has booked, matched by phone
 * or email, searched by name, phone (any punctuation), email or a job's address; the latest job first.
 */
import { formatLongDate, fullName } from '@haul/shared';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { Pager } from '../../../components/office/pager.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LABELLED_FIELD_CLASSES } from '../../../components/ui/field-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useCustomerSearch } from '../api/customers.ts';

export const jobCountText = (n: number) => (n === 1 ? '1 job' : `${n} jobs`);

export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const results = useCustomerSearch(q, page);
  const [typed, setTyped] = useState(q);
  const searchId = useId();
  const go = (nextQ: string, nextPage: number) => {
    const values: Record<string, string> = {};
    if (nextQ) values.q = nextQ;
    if (nextPage > 1) values.page = String(nextPage);
    setParams(values);
  };
  return (
    <OfficePage title="Customers" path="/admin/customers">
      <section
        aria-label="Customer list"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <p className="text-sm text-slate-600">
          Online only: customers are kept on the office's server, not on phones. Bookings with the same phone number or
          email are one customer; merge two on a customer's page when they are the same person.
        </p>
        <search aria-label="Customers">
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              go(typed.trim(), 1);
            }}
          >
            <div className="min-w-0 flex-1">
              <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
                Search
              </label>
              <input
                id={searchId}
                type="search"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder="Name, phone, email or address"
                className={LABELLED_FIELD_CLASSES}
              />
            </div>
            <button type="submit" className={buttonClasses('primary')}>
              Search
            </button>
          </form>
        </search>
        {results.isPending ? (
          <StateText role="status">Loading customers...</StateText>
        ) : results.isError ? (
          <LoadFailed what="customers" query={results} />
        ) : results.data.items.length === 0 ? (
          <StateText>{q ? `No customer matches “${q}”.` : 'No customers yet.'}</StateText>
        ) : (
          <>
            <ul className="divide-y divide-slate-200">
              {results.data.items.map((c) => (
                <li key={c.id} className="py-3">
                  <Link
                    to={`/admin/customers/${c.id}`}
                    className="block min-h-11 rounded-lg px-2 py-1 hover:bg-slate-50 focus-visible:bg-slate-50"
                  >
                    <span className="block font-semibold text-brand-800">{fullName(c)}</span>
                    <span className="block text-sm text-slate-700">
                      {c.phone} · {c.email}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {jobCountText(c.jobCount)}
                      {c.lastJobDate ? ` · last ${formatLongDate(c.lastJobDate)}` : ''}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              page={results.data.page}
              pageSize={results.data.pageSize}
              total={results.data.total}
              onPage={(next) => go(q, next)}
              label="Customer pages"
            />
          </>
        )}
      </section>
    </OfficePage>
  );
}

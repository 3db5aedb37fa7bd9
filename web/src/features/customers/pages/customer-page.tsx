/**
 * /admin/customers/:id (decision 0142): one customer with their jobs, totals, the
 * office's notes, and "same person" merges (their jobs and notes move here; who and when is kept).
 */
import {
  type CustomerDetail,
  CustomerNoteInputSchema,
  formatCompanyTime,
  formatLongDate,
  fullName,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { ContactLinks } from '../../../components/office/contact-links.tsx';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { Panel, StateText } from '../../../components/office/panel.tsx';
import { AppointmentStatusBadge } from '../../../components/ui/appointment-status-badge.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LABELLED_FIELD_CLASSES } from '../../../components/ui/field-styles.ts';
import { FormError, TextAreaField } from '../../../components/ui/form-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ConfirmDialog } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddCustomerNote, useCustomer, useCustomerSearch, useMergeCustomer } from '../api/customers.ts';
import { jobCountText } from './customers-page.tsx';

type NoteInput = z.input<typeof CustomerNoteInputSchema>;
type NoteOutput = z.output<typeof CustomerNoteInputSchema>;

function NoteForm({ customerId }: { customerId: string }) {
  const add = useAddCustomerNote();
  const form = useForm<NoteInput, unknown, NoteOutput>({
    resolver: zodResolver(CustomerNoteInputSchema),
    defaultValues: { body: '' },
  });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync({ id: customerId, body });
      form.reset({ body: '' });
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.userMessage('The note was not saved.') : 'The note was not saved.',
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        label="Add a note"
        hint="Gate codes, pets, what they asked for. Notes are kept and cannot be edited."
        registration={form.register('body')}
        error={form.formState.errors.body?.message}
      />
      <FormError message={form.formState.errors.root?.message} />
      <button type="submit" disabled={add.isPending} className={buttonClasses('primary')}>
        {add.isPending ? 'Saving...' : 'Save note'}
      </button>
    </form>
  );
}

/** Find the other record and say "same person": it is merged into this one. */
function MergeFinder({ into }: { into: CustomerDetail }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const results = useCustomerSearch(q, 1);
  const merge = useMergeCustomer();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const searchId = useId();
  const others = q ? (results.data?.items ?? []).filter((c) => c.id !== into.customer.id) : [];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Booked twice under another phone number and email? Find the other record and merge it here: its jobs and notes
        move to this customer.
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setOutcome(null);
          setQ(typed.trim());
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
            Find the other record
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
        <button type="submit" className={buttonClasses('outline')}>
          Find
        </button>
      </form>
      {q && results.isSuccess && others.length === 0 && <StateText>No other customer matches “{q}”.</StateText>}
      <ul className="divide-y divide-slate-200">
        {others.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="min-w-0 text-sm">
              <span className="block font-semibold">{fullName(c)}</span>
              <span className="block text-slate-700">
                {c.phone} · {c.email} · {jobCountText(c.jobCount)}
              </span>
            </span>
            <ConfirmDialog
              trigger={
                <button type="button" className={buttonClasses('outline')} disabled={merge.isPending}>
                  Same person: merge here
                </button>
              }
              question={`Merge ${fullName(c)} into ${fullName(into.customer)}?`}
              description={`${jobCountText(c.jobCount)} and their notes move to ${fullName(into.customer)}. Who merged them and when is kept on this page.`}
              confirmLabel="Merge"
              onConfirm={() => {
                merge.mutate(
                  { id: c.id, intoId: into.customer.id },
                  {
                    onSuccess: () => setOutcome({ ok: true, text: `${fullName(c)} was merged into this customer.` }),
                    onError: (error) =>
                      setOutcome({
                        ok: false,
                        text: error instanceof ApiError ? error.userMessage('Not merged.') : 'Not merged.',
                      }),
                  },
                );
              }}
            />
          </li>
        ))}
      </ul>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`text-sm font-medium ${outcome.ok ? 'text-brand-800' : 'text-red-700'}`}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}

function CustomerView({ id }: { id: string }) {
  const detail = useCustomer(id);
  if (detail.isPending) return <StateText role="status">Loading the customer...</StateText>;
  if (detail.isError)
    return (
      <LoadFailed
        what="this customer"
        query={detail}
        missing="This customer does not exist, or was merged into another."
      />
    );
  const d = detail.data;
  if (d.mergedInto) return <Navigate to={`/admin/customers/${d.mergedInto}`} replace />;
  const c = d.customer;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <Panel title={fullName(c)}>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="col-span-2 min-w-0">
            <dt className="text-xs font-medium text-slate-500">Phone / Email</dt>
            <dd>
              <ContactLinks phone={c.phone} email={c.email} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Jobs</dt>
            <dd className="text-2xl font-bold" data-testid="customer-job-count">
              {c.jobCount}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Completed</dt>
            <dd className="text-2xl font-bold">{c.completedCount}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Last job</dt>
            <dd>{c.lastJobDate ? formatLongDate(c.lastJobDate) : 'None'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">First booked</dt>
            <dd>{formatCompanyTime(c.createdAt, 'date-time')}</dd>
          </div>
        </dl>
      </Panel>
      <Panel title="Jobs">
        {d.jobs.length === 0 ? (
          <StateText>No jobs.</StateText>
        ) : (
          <ul className="divide-y divide-slate-200">
            {d.jobs.map((job) => (
              <li key={job.id} className="py-2">
                <Link
                  to={`/admin/appointments/${job.id}`}
                  className="flex min-h-11 flex-wrap items-center gap-x-3 rounded-lg px-2 py-1 text-sm hover:bg-slate-50"
                >
                  <span className="font-semibold text-brand-800">{formatLongDate(job.preferredDate)}</span>
                  <span>{job.preferredTimeSlot}</span>
                  <AppointmentStatusBadge status={job.status} />
                  <span className="w-full text-slate-600">
                    {job.serviceType} · {job.address}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Notes">
        <NoteForm customerId={c.id} />
        {d.notes.length === 0 ? (
          <StateText>No notes yet.</StateText>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {d.notes.map((note) => (
              <li key={note.id} className="py-2 text-sm">
                <p className="whitespace-pre-line text-slate-900">{note.body}</p>
                <p className="text-xs text-slate-500">
                  {note.byName}, {formatCompanyTime(note.at, 'date-time')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Same person?">
        <MergeFinder into={d} />
        {d.merged.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-slate-700">Merged into this customer</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {d.merged.map((m) => (
                <li key={m.customerId}>
                  {m.name} ({m.phone}, {m.email}) — by {m.byName ?? 'a removed account'},{' '}
                  {formatCompanyTime(m.at, 'date-time')}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}

export default function CustomerPage() {
  const { id = '' } = useParams();
  return (
    <OfficePage title="Customer" path={`/admin/customers/${id}`}>
      <p className="text-sm">
        <Link to="/admin/customers" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          ← All customers
        </Link>
      </p>
      <CustomerView key={id} id={id} />
    </OfficePage>
  );
}

/**
 * /admin/calendar (decision 0140): the office's calendar. Closed days (one-off or yearly, the observed
 * holidays seeded and editable), crews per arrival window by weekday, per-date overrides, and
 * the bookings on closed days for the office to move: closing a day never moves or drops them.
 */
import {
  type CalendarSettings,
  type ClosedDayInput,
  ClosedDayInputSchema,
  calendarDateField,
  formatLongDate,
  MONTH_NAMES,
  requiredText,
  type StrandedBooking,
  WEEKDAY_NAMES,
} from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { Panel, StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FormError, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useCalendarSettings,
  useClearDateCrews,
  useRemoveClosedDay,
  useSaveClosedDay,
  useSetDateCrews,
  useSetWeekdayCrews,
} from '../api/calendar.ts';

const failed = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.userMessage(fallback) : fallback;

const MONTH_OPTIONS = MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }));
const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((d, i) => ({ value: String(i), label: d }));
const NTH_OPTIONS = [
  { value: '1', label: '1st' },
  { value: '2', label: '2nd' },
  { value: '3', label: '3rd' },
  { value: '4', label: '4th' },
  { value: '5', label: '5th' },
  { value: '-1', label: 'Last' },
];

/** The form keeps every field as text; the shared schema decides what is a rule. */
const ClosedDayFormSchema = z.object({
  label: requiredText(80),
  kind: z.enum(['date', 'yearly', 'nth-weekday']),
  date: z.string(),
  month: z.string(),
  day: z.string(),
  weekday: z.string(),
  nth: z.string(),
});
type ClosedDayForm = z.infer<typeof ClosedDayFormSchema>;
const EMPTY_FORM: ClosedDayForm = { label: '', kind: 'date', date: '', month: '1', day: '1', weekday: '1', nth: '1' };

function toInput(v: ClosedDayForm) {
  const rule =
    v.kind === 'date'
      ? { kind: v.kind, date: v.date }
      : v.kind === 'yearly'
        ? { kind: v.kind, month: Number(v.month), day: Number(v.day) }
        : { kind: v.kind, month: Number(v.month), weekday: Number(v.weekday), nth: Number(v.nth) };
  return ClosedDayInputSchema.safeParse({ label: v.label, rule });
}

function toForm(input: ClosedDayInput): ClosedDayForm {
  const r = input.rule;
  return {
    ...EMPTY_FORM,
    label: input.label,
    kind: r.kind,
    ...(r.kind === 'date' ? { date: r.date } : { month: String(r.month) }),
    ...(r.kind === 'yearly' ? { day: String(r.day) } : {}),
    ...(r.kind === 'nth-weekday' ? { weekday: String(r.weekday), nth: String(r.nth) } : {}),
  };
}

function StrandedList({ bookings }: { bookings: StrandedBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">
        {bookings.length === 1 ? '1 booking is' : `${bookings.length} bookings are`} on a closed day. They stay booked
        until you move them:
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {bookings.map((b) => (
          <li key={b.id}>
            <Link className="font-semibold underline" to={`/admin/appointments/${b.id}`}>
              {b.customerName}
            </Link>{' '}
            · {formatLongDate(b.date)}, {b.slot} · {b.closedBy} · {b.phone}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ClosedDayEditor({
  editing,
  onDone,
}: {
  editing: { id: string; input: ClosedDayInput } | null;
  onDone: (message: string, stranded: StrandedBooking[]) => void;
}) {
  const save = useSaveClosedDay();
  const form = useForm<ClosedDayForm>({
    resolver: zodResolver(ClosedDayFormSchema),
    values: editing ? toForm(editing.input) : EMPTY_FORM,
  });
  const kind = form.watch('kind');
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const parsed = toInput(values);
    if (!parsed.success) {
      const field = kind === 'date' ? 'date' : kind === 'yearly' ? 'day' : 'nth';
      form.setError(field, { message: parsed.error.issues[0]?.message ?? 'Check the rule' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: editing?.id ?? null, input: parsed.data });
      form.reset(EMPTY_FORM);
      onDone(`Saved ${saved.closedDay.label}.`, saved.strandedBookings);
    } catch (error) {
      form.setError('root', { message: failed(error, 'The closed day was not saved.') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 className="font-semibold text-slate-900">{editing ? `Edit ${editing.input.label}` : 'Close a day'}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" registration={form.register('label')} error={errors.label?.message} />
        <SelectField
          label="Repeats"
          placeholder="Choose"
          registration={form.register('kind')}
          error={errors.kind?.message}
          options={[
            { value: 'date', label: 'Once, on a date' },
            { value: 'yearly', label: 'Every year on a date' },
            { value: 'nth-weekday', label: 'Every year on a weekday of a month' },
          ]}
        />
        {kind === 'date' ? (
          <TextField label="Date" type="date" registration={form.register('date')} error={errors.date?.message} />
        ) : (
          <SelectField
            label="Month"
            placeholder="Choose"
            registration={form.register('month')}
            options={MONTH_OPTIONS}
          />
        )}
        {kind === 'yearly' && (
          <TextField
            label="Day of the month"
            type="number"
            min={1}
            max={31}
            registration={form.register('day')}
            error={errors.day?.message}
          />
        )}
        {kind === 'nth-weekday' && (
          <>
            <SelectField
              label="Which"
              placeholder="Choose"
              registration={form.register('nth')}
              options={NTH_OPTIONS}
              error={errors.nth?.message}
            />
            <SelectField
              label="Weekday"
              placeholder="Choose"
              registration={form.register('weekday')}
              options={WEEKDAY_OPTIONS}
            />
          </>
        )}
      </div>
      <FormError message={errors.root?.message} />
      <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
        {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Close this day'}
      </button>
    </form>
  );
}

function ClosedDays({ settings }: { settings: CalendarSettings }) {
  const remove = useRemoveClosedDay();
  const [editing, setEditing] = useState<{ id: string; input: ClosedDayInput } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [justStranded, setJustStranded] = useState<StrandedBooking[]>([]);
  return (
    <Panel title="Closed days">
      <div className="space-y-4">
        <p role="status" className="text-sm font-medium text-brand-800">
          {message}
        </p>
        <StrandedList bookings={justStranded.length > 0 ? justStranded : settings.strandedBookings} />
        <ul className="divide-y divide-slate-200">
          {settings.closedDays.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-semibold text-slate-900">{c.label}</span>
                <span className="block text-sm text-slate-600">
                  {c.description}
                  {c.next ? ` · next: ${formatLongDate(c.next)}` : ''}
                </span>
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  className={buttonClasses('outline')}
                  onClick={() => setEditing({ id: c.id, input: { label: c.label, rule: c.rule } })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={buttonClasses('outline')}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(c.id, {
                      onSuccess: () => setMessage(`${c.label} is open for bookings again.`),
                      onError: (e) => setMessage(failed(e, 'Not removed.')),
                    })
                  }
                >
                  Reopen
                </button>
              </span>
            </li>
          ))}
        </ul>
        <ClosedDayEditor
          editing={editing}
          onDone={(text, stranded) => {
            setEditing(null);
            setMessage(text);
            setJustStranded(stranded);
          }}
        />
      </div>
    </Panel>
  );
}

function WeekdayCrews({ settings }: { settings: CalendarSettings }) {
  const setCrews = useSetWeekdayCrews();
  const [error, setError] = useState<string | null>(null);
  const crewsOf = (weekday: number, slot: string) =>
    settings.weekdayCrews.find((w) => w.weekday === weekday && w.slot === slot)?.crews ?? settings.defaultCrews;
  return (
    <Panel title="Crews per arrival window">
      <p className="mb-3 text-sm text-slate-600">
        How many bookings each window takes, by weekday (default {settings.defaultCrews}; 0 closes the window). Sundays
        are never booked.
      </p>
      <FormError message={error} />
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-2 text-left">
                Day
              </th>
              {settings.windows.map((w) => (
                <th key={w} scope="col" className="p-2 text-left whitespace-nowrap">
                  {w}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[1, 2, 3, 4, 5, 6].map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className="p-2 text-left">
                  {WEEKDAY_NAMES[weekday]}
                </th>
                {settings.windows.map((slot) => (
                  <td key={slot} className="p-1">
                    <TextField
                      label={`${WEEKDAY_NAMES[weekday]} ${slot}`}
                      className="[&>label]:sr-only"
                      type="number"
                      min={0}
                      max={50}
                      defaultValue={crewsOf(weekday, slot)}
                      onBlur={(e) => {
                        const crews = Number(e.currentTarget.value);
                        if (crews === crewsOf(weekday, slot)) return;
                        setCrews.mutate(
                          { weekday, slot, crews },
                          { onSuccess: () => setError(null), onError: (err) => setError(failed(err, 'Not saved.')) },
                        );
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

const DateCrewsFormSchema = z.object({
  date: calendarDateField(),
  slot: z.string().min(1, 'Choose a window'),
  crews: z.coerce.number<string>().int().min(0, 'At least 0').max(50, 'At most 50'),
});

function DateCrews({ settings }: { settings: CalendarSettings }) {
  const setCrews = useSetDateCrews();
  const clear = useClearDateCrews();
  const form = useForm<z.input<typeof DateCrewsFormSchema>, unknown, z.output<typeof DateCrewsFormSchema>>({
    resolver: zodResolver(DateCrewsFormSchema),
    defaultValues: { date: '', slot: '', crews: '1' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await setCrews.mutateAsync(values);
    } catch (error) {
      form.setError('root', { message: failed(error, 'Not saved.') });
    }
  });
  const dates = [...new Set(settings.dateCrews.map((d) => d.date))];
  return (
    <Panel title="Per-date changes">
      <p className="mb-3 text-sm text-slate-600">A short-staffed day: the crews for one window on one date.</p>
      <ul className="mb-3 space-y-1 text-sm">
        {dates.map((date) => (
          <li key={date} className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{formatLongDate(date)}:</span>
            {settings.dateCrews
              .filter((d) => d.date === date)
              .map((d) => `${d.slot} → ${d.crews}`)
              .join(' · ')}
            <button type="button" className="font-semibold text-brand-700 underline" onClick={() => clear.mutate(date)}>
              Back to the weekday numbers
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <TextField label="Date" type="date" registration={form.register('date')} error={errors.date?.message} />
        <SelectField
          label="Window"
          placeholder="Choose"
          registration={form.register('slot')}
          error={errors.slot?.message}
          options={settings.windows.map((w) => ({ value: w, label: w }))}
        />
        <TextField
          label="Crews"
          type="number"
          min={0}
          max={50}
          registration={form.register('crews')}
          error={errors.crews?.message}
        />
        <button type="submit" disabled={setCrews.isPending} className={buttonClasses('primary')}>
          Set
        </button>
        <FormError message={errors.root?.message} className="sm:col-span-4" />
      </form>
    </Panel>
  );
}

export default function CalendarPage() {
  const settings = useCalendarSettings();
  return (
    <OfficePage title="Calendar" path="/admin/calendar">
      <p className="text-sm text-slate-600">
        Closed days, and how many crews work each arrival window. The booking page and the server follow a change at
        once.
      </p>
      {settings.isPending ? (
        <StateText role="status">Loading the calendar...</StateText>
      ) : settings.isError ? (
        <LoadFailed what="the calendar" query={settings} />
      ) : (
        <>
          <ClosedDays settings={settings.data} />
          <WeekdayCrews settings={settings.data} />
          <DateCrews settings={settings.data} />
        </>
      )}
    </OfficePage>
  );
}

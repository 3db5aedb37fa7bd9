-- The office's desk (issue 13): reviews and corrections of time entries, appointment status
-- history, and a dismissed marker on refused sync changes.

-- One row per office decision on a time entry. A correction carries the times the office says
-- were worked; the phone's times stay untouched on time_entries (decision 0036).
create table time_entry_reviews (
  id uuid primary key default gen_random_uuid(),
  time_entry_id uuid not null references time_entries (id),
  outcome text not null check (outcome in ('approved', 'corrected')),
  clock_in_time timestamptz,
  clock_out_time timestamptz,
  reason text,
  recorded_by uuid references users (id),
  created_at timestamptz not null default now(),
  check (outcome = 'approved' or (clock_in_time is not null and clock_out_time is not null
    and clock_out_time > clock_in_time and reason is not null))
);
create index time_entry_reviews_entry on time_entry_reviews (time_entry_id, created_at desc);

-- Every status change of an appointment, REST and sync alike, written by one service.
create table appointment_status_history (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references appointments (id),
  from_status text,
  to_status text not null,
  source text not null check (source in ('office', 'sync', 'booking')),
  recorded_by uuid references users (id),
  changed_at timestamptz not null default now()
);
create index appointment_status_history_appointment on appointment_status_history (appointment_id, changed_at);

alter table sync_mutations add column dismissed_at timestamptz;
alter table sync_mutations add column dismissed_by uuid references users (id);
create index sync_mutations_rejected_recent on sync_mutations (server_time desc) where status = 'rejected';

create index time_entries_clock_in on time_entries (clock_in_time);
create index time_entries_appointment on time_entries (appointment_id);

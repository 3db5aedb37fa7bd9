-- The office voids a time entry with a reason (issue 23 §1, decision 0111). A voided entry is a
-- tombstone (deleted_at) for every reader (clock, timesheets, payroll, sync) and keeps who voided
-- it, when and why; the tombstone purge leaves voided entries in place.
alter table time_entries add column voided_at timestamptz;
alter table time_entries add column voided_by uuid references users (id);
alter table time_entries add column void_reason text;

-- The crew member sees the office's correction beside the times their phone recorded (issue 23 §13,
-- decision 0236). time_entry_reviews stays the history; the entry carries its latest correction so
-- the crew's pull (their own entries only) brings it. The phone's own times are never changed.
alter table time_entries add column corrected_clock_in_time timestamptz;
alter table time_entries add column corrected_clock_out_time timestamptz;
alter table time_entries add column correction_reason text;

-- Corrections made before this migration, with a new change version so phones pull them.
with latest as (
  select distinct on (time_entry_id) time_entry_id, clock_in_time, clock_out_time, reason
  from time_entry_reviews where outcome = 'corrected' order by time_entry_id, created_at desc
), v as (
  update sync_version set version = version + 1 where id = 1 and exists (select 1 from latest) returning version
)
update time_entries te
set corrected_clock_in_time = latest.clock_in_time, corrected_clock_out_time = latest.clock_out_time,
  correction_reason = latest.reason, version = (select version from v)
from latest where latest.time_entry_id = te.id;

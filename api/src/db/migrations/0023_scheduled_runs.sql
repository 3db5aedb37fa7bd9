-- Scheduled work (session purge, tombstone purge) runs once per interval for the whole company,
-- not once per API instance (issue 28 §2; decision 0240). Each job has one row: an instance runs
-- the job only when its upsert moves `started_at` forward, which one instance at a time can do.
-- `runs` counts the runs (the two-instance test reads it).
create table scheduled_runs (
  job text primary key,
  started_at timestamptz not null,
  runs bigint not null default 1
);

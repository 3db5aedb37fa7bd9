-- Rate limits and the sign-in lockout live in the database, so every API instance on one
-- database shares them and a burst of parallel requests is counted exactly (one upsert per hit).
-- One row per (bucket, key): a fixed window that restarts when it has run out.
create table rate_limit_windows (
  bucket text not null,
  key text not null,
  window_started_at timestamptz not null,
  hits integer not null,
  primary key (bucket, key)
);
create index rate_limit_windows_started on rate_limit_windows (window_started_at);

-- Sessions end at the sliding expiry or at the absolute one, whichever comes first: a stolen
-- cookie that is kept in use still dies. Sessions created before this migration get theirs from
-- their creation time.
alter table sessions add column absolute_expires_at timestamptz;
update sessions set absolute_expires_at = created_at + interval '90 days';
alter table sessions alter column absolute_expires_at set not null;
create index sessions_expires on sessions (expires_at);

-- The office dismisses a held notice whose phone is lost, broken or wiped and so will never clear
-- it (decision 0270). The notice's row stays: `dismissed_at` / `dismissed_by` say it is off the
-- office's list and who took it off. A later report of the same item from the phone reopens it (the
-- phone still holds it) and clears both; every dismissal is also kept in `sync_held_dismissals`, with
-- what the notice said, so the history survives a reopen and the phone's own clear (which deletes
-- the notice).
alter table sync_held add column dismissed_at timestamptz;
alter table sync_held add column dismissed_by uuid references users (id);

create table sync_held_dismissals (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references sync_clients (client_id),
  kind text not null check (kind in ('change', 'photo')),
  item_id text not null,
  -- Whose phone held it.
  user_id uuid not null references users (id),
  name text not null,
  bytes bigint not null,
  status int not null,
  held_at timestamptz not null,
  reported_at timestamptz not null,
  dismissed_by uuid not null references users (id),
  dismissed_at timestamptz not null
);
create index sync_held_dismissals_item on sync_held_dismissals (client_id, kind, item_id, dismissed_at desc);

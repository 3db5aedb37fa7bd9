-- Changes and photos held on a phone after something between it and the server refused their
-- size (413), reported by the phone so the office sees them (issue 22 §3; decision 0265). One row
-- per device and item: the mutation id of a change or the id of a photo, as text. The phone
-- deletes the row when the item went through or is gone; the office's list also leaves out any
-- the server has received meanwhile.
create table sync_held (
  client_id uuid not null references sync_clients (client_id),
  kind text not null check (kind in ('change', 'photo')),
  item_id text not null,
  user_id uuid not null references users (id),
  name text not null,
  bytes bigint not null,
  status int not null,
  held_at timestamptz not null,
  reported_at timestamptz not null,
  primary key (client_id, kind, item_id)
);
create index sync_held_recent on sync_held (held_at desc);

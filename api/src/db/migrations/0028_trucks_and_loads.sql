-- Trucks, facilities, truck days and loads (issue 27, decisions 0200–0202). The first four sync
-- to phones (`trucks`, `facilities`, `truckDays`, `loads`), so each carries a change version and
-- a soft delete.
create table trucks (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  plate text not null,
  capacity_cubic_yards integer not null check (capacity_cubic_yards between 1 and 60),
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index trucks_version on trucks (version, id);
create unique index trucks_plate on trucks (plate) where deleted_at is null;

-- The office keeps the list of places a load can go. A facility's kind decides where its weight
-- counts (EPA definitions, decision 0201); it is copied onto each load when recorded.
create table facilities (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('landfill', 'transfer_station', 'recycler', 'donation', 'waste_to_energy')),
  name text not null,
  address text,
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index facilities_version on facilities (version, id);

-- Who is on which truck on a company day: one truck per crew member per day.
create table truck_days (
  id uuid primary key default gen_random_uuid(),
  date date not null,
  employee_id uuid not null references employees (id),
  truck_id uuid not null references trucks (id),
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index truck_days_version on truck_days (version, id);
create unique index truck_days_one_truck on truck_days (date, employee_id) where deleted_at is null;

-- One load tipped at one facility. `id` is the phone's: a replayed `recordLoad` finds it and
-- stores nothing new. Weight in whole pounds from the ticket, or volume in tenths of a yard.
create table loads (
  id uuid primary key,
  facility_id uuid not null references facilities (id),
  facility_kind text not null check (facility_kind in ('landfill', 'transfer_station', 'recycler', 'donation', 'waste_to_energy')),
  facility_name text not null,
  truck_id uuid references trucks (id),
  employee_id uuid references employees (id),
  ticket_number text not null,
  material text not null,
  net_pounds integer check (net_pounds > 0),
  volume_tenths integer check (volume_tenths > 0),
  fee_cents integer not null check (fee_cents >= 0),
  -- The ticket's photo, a job photo of type 'ticket' sent through the photo queue (no foreign
  -- key: the load is kept even if the photo is refused or still on its way).
  photo_id uuid,
  charity text,
  items text,
  dumped_at timestamptz not null,
  -- What the crew sent and what the server allocated, as the synced row carries it.
  shares jsonb not null,
  recorded_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz,
  constraint loads_measured check (net_pounds is not null or volume_tenths is not null)
);
create index loads_version on loads (version, id);
create index loads_dumped on loads (dumped_at);

-- Each job's part of a load, allocated by truck share (largest remainder; sums to the load).
create table load_shares (
  load_id uuid not null references loads (id),
  appointment_id uuid not null references appointments (id),
  share_eighths integer not null check (share_eighths > 0),
  pounds integer,
  volume_tenths integer,
  fee_cents integer not null,
  primary key (load_id, appointment_id)
);
create index load_shares_appointment on load_shares (appointment_id);

-- A ticket's photo is a job photo of its own type.
alter table job_photos drop constraint job_photos_photo_type_check;
alter table job_photos add constraint job_photos_photo_type_check
  check (photo_type in ('before', 'during', 'after', 'ticket'));

-- The public impact page's figures, computed from the loads at most once a day (decision 0202).
create table impact_snapshots (
  id integer primary key check (id = 1),
  computed_at timestamptz not null,
  figures jsonb not null
);

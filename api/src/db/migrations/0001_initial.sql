-- Initial schema: every entity of the product spec (§3), staff accounts and sessions, and the
-- sync bookkeeping of design/sync.md. Ids are UUIDs; rows a phone may create offline get their id
-- on the device. Every synced table carries `version` (stamped from sync_version) and a
-- `deleted_at` tombstone.

create table sync_version (
  id int primary key check (id = 1),
  version bigint not null
);
insert into sync_version (id, version) values (1, 0);

create table employees (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  phone text not null,
  email text not null,
  role text not null default 'crew_member' check (role in ('crew_member', 'driver', 'supervisor')),
  status text not null default 'active' check (status in ('active', 'vacation', 'inactive')),
  hourly_rate numeric(8, 2),
  hire_date date not null default current_date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index employees_version on employees (version, id);

create table users (
  id uuid primary key default gen_random_uuid(),
  username text not null unique,
  password_hash text not null,
  role text not null check (role in ('admin', 'crew')),
  employee_id uuid references employees (id),
  created_at timestamptz not null default now()
);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

create table contact_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  phone text not null,
  email text not null,
  address text not null,
  description text not null,
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index contact_requests_created on contact_requests (created_at desc);
create index contact_requests_version on contact_requests (version, id);

create table appointments (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  phone text not null,
  email text not null,
  address text not null,
  service_type text not null,
  description text not null,
  preferred_date date not null,
  preferred_time_slot text not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
  special_instructions text,
  assigned_employee_id uuid references employees (id),
  lead_source text not null default 'direct',
  site_latitude double precision,
  site_longitude double precision,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index appointments_slot on appointments (preferred_date, preferred_time_slot) where status <> 'cancelled';
create index appointments_version on appointments (version, id);

create table schedules (
  id uuid primary key default gen_random_uuid(),
  employee_id uuid not null references employees (id),
  date date not null,
  start_time text not null,
  end_time text not null,
  is_available boolean not null default true,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index schedules_date on schedules (date);
create index schedules_version on schedules (version, id);

create table job_photos (
  id uuid primary key,
  appointment_id uuid not null references appointments (id),
  employee_id uuid references employees (id),
  photo_type text not null check (photo_type in ('before', 'during', 'after')),
  file_name text not null,
  file_path text not null,
  content_type text not null,
  byte_size int not null,
  description text,
  uploaded_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index job_photos_appointment on job_photos (appointment_id);
create index job_photos_version on job_photos (version, id);

create table time_entries (
  id uuid primary key default gen_random_uuid(),
  employee_id uuid not null references employees (id),
  appointment_id uuid references appointments (id),
  clock_in_time timestamptz not null,
  clock_out_time timestamptz,
  clock_in_latitude double precision,
  clock_in_longitude double precision,
  clock_in_accuracy double precision,
  clock_out_latitude double precision,
  clock_out_longitude double precision,
  clock_out_accuracy double precision,
  total_hours numeric(7, 2),
  notes text,
  clock_in_distance_m double precision,
  outside_reason text,
  flags text[] not null default '{}',
  clock_in_received_at timestamptz,
  clock_out_received_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create unique index time_entries_one_active on time_entries (employee_id) where clock_out_time is null and deleted_at is null;
create index time_entries_employee on time_entries (employee_id, clock_in_time desc);
create index time_entries_version on time_entries (version, id);

create table training_modules (
  id uuid primary key default gen_random_uuid(),
  title varchar(200) not null,
  description text not null,
  content text not null,
  module_order int not null,
  estimated_minutes int not null,
  passing_score int not null default 80,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index training_modules_version on training_modules (version, id);

create table quiz_questions (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references training_modules (id) on delete cascade,
  question text not null,
  options jsonb not null,
  correct_answer int not null,
  explanation text,
  question_order int not null,
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index quiz_questions_module on quiz_questions (module_id, question_order);
create index quiz_questions_version on quiz_questions (version, id);

create table employee_progress (
  id uuid primary key default gen_random_uuid(),
  employee_id uuid not null references employees (id),
  module_id uuid not null references training_modules (id),
  status varchar(20) not null default 'not_started',
  score int,
  time_spent int,
  attempts int not null default 0,
  started_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz,
  unique (employee_id, module_id)
);
create index employee_progress_version on employee_progress (version, id);

create table badges (
  id uuid primary key default gen_random_uuid(),
  name varchar(100) not null,
  description text not null,
  icon varchar(50) not null,
  criteria text not null,
  points int not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);

create table employee_badges (
  id uuid primary key default gen_random_uuid(),
  employee_id uuid not null references employees (id),
  badge_id uuid not null references badges (id),
  earned_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz,
  unique (employee_id, badge_id)
);

create table sync_clients (
  client_id uuid primary key,
  user_id uuid not null references users (id),
  last_mutation_id bigint not null default 0,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

create table sync_mutations (
  client_id uuid not null references sync_clients (client_id),
  mutation_id bigint not null,
  name text not null,
  args jsonb not null,
  status text not null check (status in ('applied', 'rejected')),
  result jsonb,
  client_time timestamptz,
  server_time timestamptz not null default now(),
  primary key (client_id, mutation_id)
);

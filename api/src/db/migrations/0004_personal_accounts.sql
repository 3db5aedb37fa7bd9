-- Personal staff accounts (issue 9): every crew account belongs to one employee, an admin can
-- disable one (its sessions end at once), and access is handed over with a one-time setup code.
alter table users add column disabled_at timestamptz;
-- Username uniqueness ignores case, so "Maria.L" and "maria.l" cannot both exist.
create unique index users_username_lower on users (lower(username));
-- One account per employee.
create unique index users_employee on users (employee_id) where employee_id is not null;

-- A setup code is shown once to the admin; only its SHA-256 hash is stored. It is valid for
-- 72 hours and for one use; issuing a new one (reset) ends every older one for that employee.
create table setup_codes (
  id uuid primary key default gen_random_uuid(),
  code_hash text not null unique,
  employee_id uuid not null references employees (id),
  created_by uuid references users (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index setup_codes_employee on setup_codes (employee_id);

-- Clock-out notes live beside the clock-in notes instead of overwriting them.
alter table time_entries add column clock_out_notes text;

-- Issue 26 §2: bookings the office enters for a phone-in customer and reschedules. When an admin
-- books or moves a job past a window's capacity, who did it and why is kept here.
create table capacity_overrides (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references appointments (id),
  action text not null check (action in ('book', 'reschedule')),
  date date not null,
  slot text not null,
  booked_before integer not null,
  capacity integer not null,
  reason text not null,
  recorded_by uuid not null references users (id),
  recorded_at timestamptz not null
);
create index capacity_overrides_appointment on capacity_overrides (appointment_id);

-- Every move of a job to another date or window, by whom.
create table appointment_reschedules (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references appointments (id),
  from_date date not null,
  from_slot text not null,
  to_date date not null,
  to_slot text not null,
  recorded_by uuid not null references users (id),
  recorded_at timestamptz not null
);
create index appointment_reschedules_appointment on appointment_reschedules (appointment_id, recorded_at);

-- Issue 26 §4: a customer record behind appointments (decision 0142). Every new appointment, however
-- it is stored (the wizard, the office, a synced admin change, the demo seed), is matched to a
-- customer by this one rule in the trigger below: the same phone number (digits only, a leading US
-- 1 dropped) or else the same email (case and spaces ignored); a new customer when neither matches.
-- Customers stay on the server: they never sync to phones.
create table customers (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  phone text not null,
  email text not null,
  phone_key text not null,
  email_key text not null,
  created_at timestamptz not null,
  -- Merged by hand into another customer (their jobs and notes moved there): who and when.
  merged_into uuid references customers (id),
  merged_by uuid references users (id),
  merged_at timestamptz
);
create index customers_phone_key on customers (phone_key);
create index customers_email_key on customers (email_key);
create index customers_merged_into on customers (merged_into) where merged_into is not null;

-- The office's notes on a customer; never edited, moved along by a merge.
create table customer_notes (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id),
  body text not null,
  recorded_by uuid not null references users (id),
  recorded_by_name text not null,
  recorded_at timestamptz not null
);
create index customer_notes_customer on customer_notes (customer_id, recorded_at);

create function customer_phone_key(phone text) returns text language sql immutable as $$
  select case when length(d) = 11 and left(d, 1) = '1' then substr(d, 2) else d end
  from (select regexp_replace(coalesce(phone, ''), '\D', '', 'g') as d) digits
$$;

create function customer_email_key(email text) returns text language sql immutable as $$
  select lower(btrim(coalesce(email, '')))
$$;

-- The customer an appointment with these details belongs to, created when there is none. A match
-- on a merged customer is followed to the customer it was merged into.
create function customer_for_booking(first text, last text, phone text, email text, at timestamptz)
returns uuid language plpgsql as $$
declare
  pk text := customer_phone_key(phone);
  ek text := customer_email_key(email);
  found uuid;
begin
  if length(pk) >= 7 then
    select coalesce(c.merged_into, c.id) into found from customers c
      where c.phone_key = pk order by (c.merged_into is null) desc, c.created_at, c.id limit 1;
  end if;
  if found is null and ek <> '' then
    select coalesce(c.merged_into, c.id) into found from customers c
      where c.email_key = ek order by (c.merged_into is null) desc, c.created_at, c.id limit 1;
  end if;
  if found is null then
    insert into customers (first_name, last_name, phone, email, phone_key, email_key, created_at)
      values (first, last, phone, email, pk, ek, coalesce(at, now()))
      returning id into found;
  end if;
  return found;
end
$$;

alter table appointments add column customer_id uuid references customers (id);

-- Existing appointments, oldest first, exactly as if each had been booked now.
do $$
declare
  r record;
begin
  for r in select id, first_name, last_name, phone, email, created_at from appointments order by created_at, id loop
    update appointments
      set customer_id = customer_for_booking(r.first_name, r.last_name, r.phone, r.email, r.created_at)
      where id = r.id;
  end loop;
end
$$;

create function appointment_customer() returns trigger language plpgsql as $$
begin
  new.customer_id := customer_for_booking(new.first_name, new.last_name, new.phone, new.email, new.created_at);
  return new;
end
$$;

create trigger appointments_customer
  before insert on appointments
  for each row when (new.customer_id is null)
  execute function appointment_customer();

alter table appointments alter column customer_id set not null;
create index appointments_customer on appointments (customer_id, preferred_date);

-- Compliance on the line items (issue 24 §4, decision 0231). The office's disposal partners
-- (Georgia-permitted tyre carriers, certified refrigerant recyclers) sync to phones as
-- `disposalPartners`; removing one is a soft delete, so the log keeps what it named.
create table disposal_partners (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('tyre_carrier', 'refrigerant_recycler')),
  name text not null,
  permit text not null,
  created_by uuid references users (id),
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index disposal_partners_version on disposal_partners (version, id);

-- What the crew recorded at job done, one row per compliance line of the invoice, written in the
-- completion's transaction. The partner's name and permit are copied: the log reads as it was.
create table compliance_records (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices (id),
  appointment_id uuid not null references appointments (id),
  kind text not null check (kind in ('refrigerant', 'tyre')),
  item_code text not null,
  item_label text not null,
  quantity integer not null check (quantity > 0),
  partner_id uuid references disposal_partners (id),
  partner_name text,
  partner_permit text,
  recovered_by text,
  recovered_on date,
  recorded_by uuid not null references users (id),
  recorded_at timestamptz not null,
  unique (invoice_id, item_code),
  constraint compliance_records_where check (partner_id is not null or (recovered_by is not null and recovered_on is not null))
);
create index compliance_records_recorded on compliance_records (recorded_at);

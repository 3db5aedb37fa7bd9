-- Job done by the crew and the invoice it issues (issue 24 §3, §5; decision 0192).
-- What the crew tells the office when the job is done, and who marked it done, when.
alter table appointments add column office_notes text;
alter table appointments add column done_at timestamptz;
alter table appointments add column done_by uuid references users (id);

-- Gapless invoice numbers per company: one counter row, updated in the transaction that issues
-- the invoice (its row lock serialises issuers; a rolled-back issue gives its number back).
-- A PostgreSQL sequence would leave a gap for every rolled-back transaction.
create table invoice_counters (
  company text primary key,
  last_number integer not null default 0 check (last_number >= 0)
);
insert into invoice_counters (company) values ('haul-it-all-atlanta');

create table invoices (
  id uuid primary key default gen_random_uuid(),
  company text not null references invoice_counters (company),
  number integer not null check (number > 0),
  appointment_id uuid not null unique references appointments (id),
  estimate_id uuid not null references estimates (id),
  price_book_number integer not null references price_books (number),
  lines jsonb not null,
  total_cents integer not null check (total_cents >= 0),
  paid_cents integer not null default 0 check (paid_cents >= 0),
  refunded_cents integer not null default 0 check (refunded_cents >= 0),
  status text not null default 'open' check (status in ('open', 'paid', 'void')),
  -- The unguessable part of the customer's link (24 random bytes, base64url).
  public_token text not null unique check (length(public_token) >= 32),
  customer_name text not null,
  customer_email text not null,
  customer_phone text not null,
  customer_address text not null,
  signer_name text not null,
  signed_at timestamptz not null,
  signature_png text not null,
  -- Ready for the customer-messages sender (issue 25) to send; it marks it sent.
  send_status text not null default 'ready' check (send_status in ('ready', 'sent')),
  issued_at timestamptz not null,
  issued_by uuid not null references users (id),
  void_reason text,
  voided_at timestamptz,
  voided_by uuid references users (id),
  version bigint not null,
  deleted_at timestamptz,
  unique (company, number)
);
create index invoices_version on invoices (version, id);
create index invoices_issued on invoices (issued_at);

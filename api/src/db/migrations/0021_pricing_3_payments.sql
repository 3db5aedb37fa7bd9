-- Card payments after the job (issue 24 §6; decision 0193). Never a card number: the last four
-- digits and the reader's approval code only. Refunds and voids keep who, when and why.
create table payments (
  id uuid primary key,
  invoice_id uuid not null references invoices (id),
  method text not null check (method in ('card_reader', 'stripe')),
  amount_cents integer not null check (amount_cents > 0),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  approval_code text check (approval_code ~ '^[A-Za-z0-9]{4,12}$'),
  provider_ref text unique,
  paid_at timestamptz not null,
  recorded_by uuid references users (id),
  refunded_cents integer not null default 0 check (refunded_cents >= 0 and refunded_cents <= amount_cents),
  created_at timestamptz not null default now()
);
create index payments_invoice on payments (invoice_id);

create table payment_refunds (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references payments (id),
  amount_cents integer not null check (amount_cents > 0),
  reason text not null,
  recorded_by uuid not null references users (id),
  created_at timestamptz not null
);

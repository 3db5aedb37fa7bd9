-- Price book and estimates (issue 24 §1–§2, decisions 0190–0191). A price book version is never
-- edited: saving makes the next `number`, and an estimate names the number it was priced with.
create table price_books (
  id uuid primary key default gen_random_uuid(),
  number integer not null unique check (number > 0),
  tiers jsonb not null,
  items jsonb not null,
  surcharges jsonb not null,
  note text,
  created_by uuid references users (id),
  created_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz
);
create index price_books_version on price_books (version, id);

-- One estimate per job (its id chosen on the phone). `lines`, `total_cents` and `lines_hash` are
-- what the server computed from `selection` and the price book; the device's own figures must
-- match them or the write is refused. A signature covers one `lines_hash`: when the lines change,
-- the signature columns are cleared and the customer signs again.
create table estimates (
  id uuid primary key,
  appointment_id uuid not null references appointments (id),
  price_book_number integer not null references price_books (number),
  selection jsonb not null,
  lines jsonb not null,
  total_cents integer not null check (total_cents >= 0),
  lines_hash text not null check (lines_hash ~ '^[0-9a-f]{64}$'),
  signed_hash text check (signed_hash ~ '^[0-9a-f]{64}$'),
  signer_name text,
  signed_at timestamptz,
  signature_strokes jsonb,
  signature_png text,
  signed_recorded_by uuid references users (id),
  recorded_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null,
  deleted_at timestamptz,
  constraint estimates_signature_whole check (
    (signed_hash is null and signer_name is null and signed_at is null and signature_png is null)
    or (signed_hash is not null and signer_name is not null and signed_at is not null and signature_png is not null))
);
create unique index estimates_one_per_job on estimates (appointment_id) where deleted_at is null;
create index estimates_version on estimates (version, id);

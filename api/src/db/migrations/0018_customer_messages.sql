-- Customer messages (issue 25): an outbox of every email and text, one row per natural key, which
-- is also the job queue the send workers claim from (decision 0180).

create table messages (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('booking_confirmation', 'reminder', 'on_my_way', 'cancellation',
    'reschedule', 'receipt', 'review_request')),
  channel text not null check (channel in ('email', 'sms')),
  appointment_id uuid not null references appointments (id),
  -- Which occurrence of the kind: '' for one-off kinds, the appointment date for a reminder, the
  -- status-history row of a cancellation, the crew's mutation id of an "on my way".
  occasion text not null default '',
  recipient text not null,
  subject text,
  body_text text not null,
  body_html text,
  status text not null default 'scheduled'
    check (status in ('scheduled', 'sending', 'sent', 'delivered', 'failed', 'not_sent')),
  not_sent_reason text,
  due_at timestamptz not null,
  attempts int not null default 0,
  last_error text,
  -- The worker holding it while status = 'sending', and until when.
  lease_owner text,
  lease_until timestamptz,
  provider_id text,
  unsubscribe_token uuid not null default gen_random_uuid() unique,
  sent_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (kind, channel, appointment_id, occasion)
);
create index messages_due on messages (due_at) where status = 'scheduled';
create index messages_leased on messages (lease_until) where status = 'sending';
create index messages_appointment on messages (appointment_id, created_at);
create index messages_created on messages (created_at desc);
create index messages_provider on messages (provider_id) where provider_id is not null;

-- The booking form's optional SMS consent: the number, the words shown and when.
create table sms_consents (
  id uuid primary key default gen_random_uuid(),
  phone text not null,
  appointment_id uuid references appointments (id),
  consent_text text not null,
  consented_at timestamptz not null
);
create index sms_consents_phone on sms_consents (phone);

-- STOP / START per number (E.164): opted_out while stopped_at is set.
create table sms_opt_outs (
  phone text primary key,
  stopped_at timestamptz,
  started_at timestamptz
);

-- Addresses that used the unsubscribe link.
create table email_opt_outs (
  email text primary key,
  opted_out_at timestamptz not null
);

-- The office's settings (one row) and its wording per kind (a missing kind uses the built-in text).
create table message_settings (
  id int primary key default 1 check (id = 1),
  reminder_hour int not null default 17 check (reminder_hour between 6 and 21),
  review_link text,
  updated_at timestamptz not null default now()
);
insert into message_settings (id) values (1);

create table message_wording (
  kind text primary key,
  subject text not null,
  body text not null,
  updated_at timestamptz not null
);

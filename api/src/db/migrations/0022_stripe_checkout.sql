-- Card payments online through Stripe (issue 24 §6; decision 0193). The invoice keeps its current
-- Checkout Session so asking for the link twice gives the same one (a new one only when the amount
-- due changed or the session expired).
alter table invoices add column stripe_session_id text;
alter table invoices add column stripe_session_url text;
alter table invoices add column stripe_session_cents integer;
alter table invoices add column stripe_session_expires_at timestamptz;

-- Every Stripe event applied, keyed by its id and inserted in the transaction that records the
-- payment: a delivery Stripe repeats finds its row and changes nothing. `outcome` says what was
-- done: `paid` (a payment recorded), `already_recorded` (another event for the same session did) or `refused` (money Stripe took that the invoice could not
-- take: already paid, or voided); `detail` is the reason the office reads.
create table stripe_events (
  event_id text primary key,
  type text not null,
  invoice_id uuid references invoices (id),
  session_id text,
  outcome text not null check (outcome in ('paid', 'already_recorded', 'refused')),
  detail text,
  received_at timestamptz not null
);

-- Refunds of Stripe payments go through Stripe's API first (decision 0232); Stripe's refund id is
-- kept beside the office's record. Null for a card-reader refund (done on the reader).
alter table payment_refunds add column provider_ref text unique;

-- Issue 26 §3: the office marks a contact request handled (who and when). The name is kept as
-- it was when handled, so the card and the admin devices' pulled rows need no join.
alter table contact_requests
  add column handled_at timestamptz,
  add column handled_by uuid references users (id),
  add column handled_by_name text;

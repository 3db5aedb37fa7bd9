-- Stale estimate edits (issue 22 §4, decision 0260). An estimate's `version` also moves when its
-- job's crew changes (215), which is no edit of it. `edited_version` and `edited_by` are the
-- version and user of the estimate's last own write, a pricing or the customer's signature, so an
-- edit made on an older copy is refused over someone else's newer pricing or signature, and only
-- then. Rows from before take their current version, and the signer when signed (the signature
-- usually came last).
alter table estimates add column edited_version bigint;
alter table estimates add column edited_by uuid references users (id);
update estimates set edited_version = version,
  edited_by = case when signed_hash is not null then coalesce(signed_recorded_by, recorded_by) else recorded_by end;
alter table estimates alter column edited_version set not null;
alter table estimates alter column edited_by set not null;

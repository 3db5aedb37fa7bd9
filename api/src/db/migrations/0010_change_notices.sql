-- Every raise of the change version announces itself on the 'haul_changes' channel (delivered
-- at commit, in commit order, with the new version as payload). API instances on a PostgreSQL
-- server listen to keep in-memory caches fresh without a read per request (issue 15,
-- docs/decisions/0025). Nobody listens on PGlite; the notice then costs next to nothing.
create or replace function announce_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('haul_changes', new.version::text);
  return null;
end
$$;

create trigger sync_version_announce
  after update of version on sync_version
  for each row execute function announce_change();

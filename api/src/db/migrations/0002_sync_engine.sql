-- Sync engine (design/sync.md): the tombstone horizon, and lookups the push and pull make.

-- Tombstones with a version at or below this were purged; a cursor older than it gets a full reset.
create table sync_horizon (
  id int primary key check (id = 1),
  version bigint not null
);
insert into sync_horizon (id, version) values (1, 0);

create index sync_mutations_rejected on sync_mutations (client_id, mutation_id) where status = 'rejected';
create index sync_clients_user on sync_clients (user_id);
create index appointments_date on appointments (preferred_date);

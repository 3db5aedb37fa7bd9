-- A crew's phone holds the estimates and invoices of the jobs it is assigned to. Whether a crew
-- sees one is decided by its job's crew, not by the row itself, so a change of crew stamps the
-- job's estimate and invoice with the job's new change version: the pull then sends them again,
-- as rows to the new crew and as deletes to the old (the scope rule, api/src/sync/sync-scope.ts;
-- decision 0215). The version is the one the assigning transaction took, under its lock.
create or replace function stamp_job_scope_children() returns trigger language plpgsql as $$
begin
  update estimates set version = new.version where appointment_id = new.id and version < new.version;
  update invoices set version = new.version where appointment_id = new.id and version < new.version;
  return null;
end
$$;

create trigger appointments_crew_scope
  after update of assigned_employee_ids on appointments
  for each row when (old.assigned_employee_ids is distinct from new.assigned_employee_ids)
  execute function stamp_job_scope_children();


-- A full reset reads what is in the windows (decision 0215): recent rows by their dates.
create index appointments_preferred_date on appointments (preferred_date);
create index job_photos_uploaded on job_photos (uploaded_at);

-- Every staff write records who made it (the signed-in user) beside whose record it is (the
-- employee). Null only on rows written before this migration and on rows the seed writes.
alter table time_entries add column recorded_by uuid references users (id);
alter table job_photos add column recorded_by uuid references users (id);
alter table employee_progress add column recorded_by uuid references users (id);
alter table schedules add column recorded_by uuid references users (id);

-- Which accounts the deployment itself made (the dev/bootstrap `admin` and `crew`, issue 23 §4):
-- only these may have their password set from ADMIN_PASSWORD / CREW_PASSWORD at start-up. An
-- account someone made by redeeming a setup code is never rewritten, whatever its username.
alter table users add column deployment_account boolean not null default false;
update users set deployment_account = true
  where lower(username) in ('admin', 'crew')
    and (employee_id is null or not exists (
      select 1 from setup_codes s where s.employee_id = users.employee_id and s.used_at is not null));

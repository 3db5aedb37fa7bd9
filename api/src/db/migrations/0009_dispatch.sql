-- Dispatch (issue 10): a job is worked by a crew, not one person, so the single assignee becomes a
-- list; every job gets a site (geocoded, set by the office, or proposed by a first punch) and a
-- flag the office reviews; punches record why they were off the roster and where clock-out was.
alter table appointments add column assigned_employee_ids uuid[] not null default '{}';
update appointments set assigned_employee_ids = array[assigned_employee_id] where assigned_employee_id is not null;
alter table appointments drop column assigned_employee_id;
create index appointments_assigned on appointments using gin (assigned_employee_ids);

-- Where the site came from: 'geocoded', 'office', 'proposed' (first punch at a job without one),
-- or null (not known yet). site_flag is what the office should look at: 'no_site' when the
-- geocoder found nothing, 'proposed' when a punch proposed the site.
alter table appointments add column site_source text
  check (site_source in ('geocoded', 'office', 'proposed'));
alter table appointments add column site_flag text check (site_flag in ('no_site', 'proposed'));
update appointments set site_source = 'office' where site_latitude is not null;

alter table time_entries add column dispatch_reason text;
alter table time_entries add column clock_out_distance_m double precision;

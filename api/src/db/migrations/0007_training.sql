-- Training portal (issue 12). The tables are in 001; this adds what the portal needs beside them.

-- A badge is earned by completing one module (module_id) or, with no module, every active module.
alter table badges add column module_id uuid unique references training_modules (id) on delete cascade;
create index badges_version on badges (version, id);
create index employee_badges_version on employee_badges (version, id);
create index employee_badges_employee on employee_badges (employee_id);
create index employee_progress_module on employee_progress (module_id);

-- Who last saved a module or question in the editor (admins only; null for seeded content).
alter table training_modules add column recorded_by uuid references users (id);
alter table training_modules add column updated_at timestamptz not null default now();
alter table quiz_questions add column recorded_by uuid references users (id);

-- Scores and pass marks are percentages; attempts and minutes never go below zero.
alter table training_modules add constraint training_modules_passing_score check (passing_score between 0 and 100);
alter table training_modules add constraint training_modules_minutes check (estimated_minutes > 0);
alter table employee_progress add constraint employee_progress_score check (score between 0 and 100);
alter table employee_progress add constraint employee_progress_attempts check (attempts >= 0 and time_spent >= 0);
alter table employee_progress add constraint employee_progress_status
  check (status in ('not_started', 'in_progress', 'completed', 'failed'));

-- The office's calendar (issue 26, docs/decisions/0140). Closed days are rules, not dates, so a
-- floating holiday (Thanksgiving: 4th Thursday of November) needs no yearly upkeep; the rule is
-- JSON checked by shared/src/schemas/calendar.ts and read by shared/src/domain/business-calendar.ts.
-- Crews per window: by weekday, and per date (a short-staffed Friday); absent = CREWS_PER_WINDOW.
-- Writes to these tables raise the change version (writeVersioned), so every API instance's
-- availability cache follows at once.
create table closed_days (
  id uuid primary key default gen_random_uuid(),
  label text not null check (length(label) between 1 and 80),
  rule jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table weekday_crews (
  weekday smallint not null check (weekday between 0 and 6),
  slot text not null,
  crews integer not null check (crews between 0 and 50),
  primary key (weekday, slot)
);

create table date_crews (
  date date not null,
  slot text not null,
  crews integer not null check (crews between 0 and 50),
  primary key (date, slot)
);

-- The holidays the company observes; the office edits or removes them on /admin/calendar.
insert into closed_days (label, rule) values
  ('New Year''s Day', '{"kind":"yearly","month":1,"day":1}'),
  ('Memorial Day', '{"kind":"nth-weekday","month":5,"weekday":1,"nth":-1}'),
  ('Independence Day', '{"kind":"yearly","month":7,"day":4}'),
  ('Labor Day', '{"kind":"nth-weekday","month":9,"weekday":1,"nth":1}'),
  ('Thanksgiving Day', '{"kind":"nth-weekday","month":11,"weekday":4,"nth":4}'),
  ('Christmas Day', '{"kind":"yearly","month":12,"day":25}');

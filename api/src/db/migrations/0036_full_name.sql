-- How a person's name is written in every query that shows one (an employee, a customer, a job's
-- customer): the SQL twin of shared `fullName()`, pinned to it by api/test/full-name.test.ts
-- (decision 0306). `language sql immutable` so the planner inlines it: the same plan as the
-- concatenation it replaces. Null in, null out (a left join that found no employee), as before.
create function full_name(first_name text, last_name text) returns text
  language sql immutable parallel safe
  as $$ select first_name || ' ' || last_name $$;

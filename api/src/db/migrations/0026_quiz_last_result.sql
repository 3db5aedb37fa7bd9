-- The server scores every quiz and keeps what the phone may show of the last attempt (issue 23 §10,
-- decision 0235): its score, passed or not, and per question right or not, with the right option and
-- explanation only once passed. The phone no longer receives the answer key.
alter table employee_progress add column last_quiz jsonb;

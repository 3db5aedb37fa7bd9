-- Trusted time (issue 22 §2, decision 0225): clock_in_time / clock_out_time hold the punch's
-- best-estimate true time, corrected from the phone's measured clock offset; what the phone's own
-- clock said is kept beside them (null when it was the same). Earlier rows keep the phone's time.
alter table time_entries add column device_clock_in_time timestamptz;
alter table time_entries add column device_clock_out_time timestamptz;

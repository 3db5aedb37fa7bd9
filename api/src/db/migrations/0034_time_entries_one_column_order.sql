-- One column order for time_entries in every database (decision 0301). A database created between
-- the trusted punch time landing and decision 0301 applied 0029 (device_clock_*) before 0027
-- (corrected_clock_*, correction_reason): the files were then sorted by their area numbers. Every
-- other database, and a new one, applies 0027 first. Moving the two device columns to the end gives
-- every database one order: the corrections, then the device's times. Values are copied unchanged
-- and no change version is raised: phones hold the same rows as before.
alter table time_entries rename column device_clock_in_time to device_clock_in_time_moving;
alter table time_entries rename column device_clock_out_time to device_clock_out_time_moving;
alter table time_entries add column device_clock_in_time timestamptz;
alter table time_entries add column device_clock_out_time timestamptz;
update time_entries
set device_clock_in_time = device_clock_in_time_moving, device_clock_out_time = device_clock_out_time_moving
where device_clock_in_time_moving is not null or device_clock_out_time_moving is not null;
alter table time_entries drop column device_clock_in_time_moving;
alter table time_entries drop column device_clock_out_time_moving;

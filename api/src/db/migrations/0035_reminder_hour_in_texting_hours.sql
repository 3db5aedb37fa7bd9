-- The reminder hour is one a text may go out at, 08:00–20:00 company time (decision 0316; the
-- range is shared's REMINDER_HOURS, and api/test/reminder-hour.test.ts holds this check to it).
-- The old range, 06:00–21:00, let a text reminder fall into quiet hours (21:00–08:00), where it
-- waited until 08:00 on the job's own day. A stored hour outside the range moves to its nearest
-- end, and the reminders already scheduled at that hour move with it, as they do when the office
-- changes the hour: by whole hours, which keeps them at the new hour of the same evening or morning
-- (daylight saving changes at 02:00, never between 06:00 and 08:00 or 20:00 and 21:00). One moved
-- into the past is simply due: the worker sends it at its next turn.
update messages m
   set due_at = m.due_at + make_interval(hours => least(greatest(s.reminder_hour, 8), 20) - s.reminder_hour),
       updated_at = now()
  from message_settings s
 where s.id = 1
   and s.reminder_hour not between 8 and 20
   and m.kind = 'reminder'
   and m.status = 'scheduled'
   and m.occasion <> '';

update message_settings
   set reminder_hour = least(greatest(reminder_hour, 8), 20), updated_at = now()
 where reminder_hour not between 8 and 20;

alter table message_settings drop constraint message_settings_reminder_hour_check;
alter table message_settings add constraint message_settings_reminder_hour_check check (reminder_hour between 8 and 20);

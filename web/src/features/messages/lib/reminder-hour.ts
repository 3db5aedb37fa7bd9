/**
 * What the settings page tells the office about the reminder hour (decision 0316): when the email
 * and the text go out, and why the choice stops where it does. The hours come from shared's
 * REMINDER_HOURS and QUIET_HOURS, so the words cannot say one thing while the server does another.
 */
import { hourLabel, QUIET_HOURS, REMINDER_HOURS } from '@haul/shared';

const first = hourLabel(REMINDER_HOURS.first);
const last = hourLabel(REMINDER_HOURS.last);
const quietFrom = hourLabel(QUIET_HOURS.startHour);
const quietUntil = hourLabel(QUIET_HOURS.endHour);

export const REMINDER_HOUR_HINT =
  `The reminder's email and text both go out at this hour on the day before the job. ` +
  `You can choose from ${first} to ${last} because texts are never sent between ${quietFrom} and ${quietUntil}: ` +
  `a later reminder would reach the customer's phone only the next morning, on the day of the job. ` +
  `Other messages go out when they happen; a text written between ${quietFrom} and ${quietUntil} waits until ` +
  `${quietUntil}, its email does not.`;

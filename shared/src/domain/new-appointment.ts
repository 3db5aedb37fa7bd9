/**
 * A new appointment's defaults and a job site's flag: one builder for every writer (the public
 * booking, the office's booking, the `createAppointment` mutator on the server and on the phone)
 * and for the honeypot's decoy, so a stored job, the phone's optimistic copy and the decoy's
 * answer have the same keys, types and defaults (decisions 0021, 0305).
 */
import type { SiteFlag, SiteSource } from '../enums.ts';
import type { Appointment, AppointmentCreate } from '../schemas/appointment.ts';
import type { CalendarDate } from './calendar-date.ts';

/** The site columns of a job, together: where it is, where that came from, what the office should look at. */
export type JobSiteFields = Pick<Appointment, 'siteLatitude' | 'siteLongitude' | 'siteSource' | 'siteFlag'>;

/**
 * The flag follows the source: a job without a site asks the office for one (`no_site`), a
 * punch's proposal waits for the office's look (`proposed`), the office's own site and the
 * geocoder's need nothing (decision 0062).
 */
const FLAG_OF: Record<SiteSource | 'none', SiteFlag | null> = {
  none: 'no_site',
  proposed: 'proposed',
  office: null,
  geocoded: null,
};

/** The site columns for a site found by `source`, or for no site at all (`null`). */
export function jobSite(found: { source: SiteSource; latitude: number; longitude: number } | null): JobSiteFields {
  if (!found) return { siteLatitude: null, siteLongitude: null, siteSource: null, siteFlag: FLAG_OF.none };
  return {
    siteLatitude: found.latitude,
    siteLongitude: found.longitude,
    siteSource: found.source,
    siteFlag: FLAG_OF[found.source],
  };
}

/** What the person booking typed, the date already the company's calendar date. */
export type NewAppointmentFields = Omit<AppointmentCreate, 'preferredDate' | 'website' | 'smsConsent'> & {
  preferredDate: CalendarDate;
};

/** What the writer decides: the id, the moment, and (the office only) the site it entered. */
export interface NewAppointmentFacts {
  id: string;
  /** ISO timestamp. */
  createdAt: string;
  site?: { latitude: number; longitude: number } | null;
}

/** A job as its writer builds it: the office's lead source always set (crews' copies drop it). */
export type NewAppointment = Appointment & Required<Pick<Appointment, 'leadSource'>>;

/**
 * A new job as stored and answered: pending, no crew, flagged `no_site` unless the office gave
 * its site. Keys in `AppointmentSchema`'s order, so every writer's answer reads alike.
 */
export function newAppointment(fields: NewAppointmentFields, facts: NewAppointmentFacts): NewAppointment {
  return {
    id: facts.id,
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone,
    email: fields.email,
    address: fields.address,
    serviceType: fields.serviceType,
    description: fields.description,
    preferredDate: fields.preferredDate,
    preferredTimeSlot: fields.preferredTimeSlot,
    status: 'pending',
    specialInstructions: fields.specialInstructions ?? null,
    assignedEmployeeIds: [],
    leadSource: fields.leadSource,
    ...jobSite(facts.site ? { source: 'office', ...facts.site } : null),
    createdAt: facts.createdAt,
  };
}

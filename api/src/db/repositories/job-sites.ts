/** Writes a job's site from the geocoder, never over one the office set or a punch proposed. */
import type { Appointment, JobSiteFields } from '@haul/shared';
import { nextVersion, writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { staffWrites } from './staff-writes.ts';

export function jobSitesRepository(sql: Sql) {
  return {
    /** Stores a geocoded site if the address is still the one geocoded and no one else set a site. */
    async setGeocoded(id: string, address: string, site: JobSiteFields): Promise<boolean> {
      return sql.begin(async (tx) => {
        const v = await nextVersion(tx);
        const rows = await tx`
          update appointments set site_latitude = ${site.siteLatitude}, site_longitude = ${site.siteLongitude},
            site_source = ${site.siteSource}, site_flag = ${site.siteFlag}, updated_at = now(), version = ${v}
          where id = ${id} and address = ${address} and deleted_at is null
            and (site_source is null or site_source = 'geocoded')
          returning id`;
        return rows.length > 0;
      }) as Promise<boolean>;
    },

    /** The job's live address (the geocoder's input), or null for no such job. */
    async address(id: string): Promise<string | null> {
      const [row] = await sql<{ address: string }[]>`
        select address from appointments where id = ${id} and deleted_at is null`;
      return row?.address ?? null;
    },

    /** Where the job's first (not voided) punch in was recorded, or null when no punch had a location. */
    async firstPunch(id: string): Promise<{ latitude: number; longitude: number } | null> {
      const [row] = await sql<{ latitude: number; longitude: number }[]>`
        select clock_in_latitude as latitude, clock_in_longitude as longitude from time_entries
        where appointment_id = ${id} and deleted_at is null
          and clock_in_latitude is not null and clock_in_longitude is not null
        order by clock_in_time, id limit 1`;
      return row ?? null;
    },

    /** The office's site: the same write as the `setAppointmentSite` mutator (it always wins). */
    async setByOffice(id: string, site: JobSiteFields, now: Date): Promise<Appointment | null> {
      return writeVersioned(sql, (tx, v) => staffWrites.setAppointmentSite(tx, v, id, site, now));
    },
  };
}
export type JobSitesRepository = ReturnType<typeof jobSitesRepository>;

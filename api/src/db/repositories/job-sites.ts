/** Writes a job's site from the geocoder, never over one the office set or a punch proposed. */
import { nextVersion } from '../change-version.ts';
import type { Sql } from '../client.ts';

export function jobSitesRepository(sql: Sql) {
  return {
    /** Stores a geocoded site if the address is still the one geocoded and no one else set a site. */
    async setGeocoded(id: string, address: string, latitude: number, longitude: number): Promise<boolean> {
      return sql.begin(async (tx) => {
        const v = await nextVersion(tx);
        const rows = await tx`
          update appointments set site_latitude = ${latitude}, site_longitude = ${longitude}, site_source = 'geocoded',
            site_flag = null, updated_at = now(), version = ${v}
          where id = ${id} and address = ${address} and deleted_at is null
            and (site_source is null or site_source = 'geocoded')
          returning id`;
        return rows.length > 0;
      }) as Promise<boolean>;
    },
  };
}
export type JobSitesRepository = ReturnType<typeof jobSitesRepository>;
